import { describe, expect, it } from 'vitest';
import { getProjectsData, getNews } from '../../src/content/operations';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';
import { isIndexable, languageSwitchTargets, onDemandPage, sitePages, type SitePage } from '../../src/lib/site-pages';

/** Where a page's switch to `to` leads: each page has one switch per other language. */
const languageSwitchTarget = (page: SitePage, to: Lang) => {
  const targets = languageSwitchTargets(page);
  expect(targets.map((target) => target.lang).sort()).toEqual(languages.filter((lang) => lang !== page.lang).sort());
  return targets.find((target) => target.lang === to)!.href;
};

describe('site pages', () => {
  const pages = sitePages();

  it('builds every route in every language, with a page per project and news item', () => {
    for (const lang of languages) {
      const own = pages.filter((p) => p.lang === lang);
      expect(own.filter((p) => p.key === 'projectDetail')).toHaveLength(getProjectsData(lang).projects.length);
      expect(own.filter((p) => p.key === 'newsDetail')).toHaveLength(getNews(lang).length);
    }
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('titles pages "<page name> - <company>" and projects "<project name> - <company>"', () => {
    expect(pages.find((p) => p.path === '/kurumsal')?.title).toBe('Kurumsal - Örnek Elektromekanik');
    expect(pages.find((p) => p.path === '/references')?.title).toBe('References - Örnek Electromechanical');
    const project = getProjectsData('en').projects[0]!;
    expect(pages.find((p) => p.path === pathFor('projectDetail', 'en', project.project.url))?.title).toBe(
      `${project.project.name} - Örnek Electromechanical`,
    );
  });

  it('leads the language switch to the paired page, a project to the same project', () => {
    const byPath = (path: string) => pages.find((p) => p.path === path)!;
    expect(languageSwitchTarget(byPath('/'), 'en')).toBe('/en');
    expect(languageSwitchTarget(byPath('/en'), 'tr')).toBe('/');
    expect(languageSwitchTarget(byPath('/basinda-biz'), 'en')).toBe('/press');
    const tr = getProjectsData('tr').projects[3]!;
    const en = getProjectsData('en').projects.find((p) => p.id === tr.id)!;
    expect(languageSwitchTarget(byPath(pathFor('projectDetail', 'tr', tr.project.url)), 'en')).toBe(
      pathFor('projectDetail', 'en', en.project.url),
    );
  });

  it("leads the not-found page's language switch to each other language's home: it is no version of a page there", () => {
    for (const page of pages.filter((p) => p.key === 'notFound'))
      for (const to of languages.filter((lang) => lang !== page.lang)) expect(languageSwitchTarget(page, to)).toBe(pathFor('home', to));
  });

  it("marks placeholders, admin, not-found and the form's answer pages noindex, and nothing else but untranslated pages", () => {
    const noindex = new Set(pages.filter((p) => p.noindex && p.textLang === undefined).map((p) => p.key));
    expect([...noindex].sort()).toEqual(['admin', 'news', 'newsDetail', 'notFound', 'press']);
    expect(onDemandPage('contactSend', 'tr').noindex).toBe(true);
    expect(onDemandPage('contactSent', 'tr').noindex).toBe(true);
  });

  it('makes the quote page a variant of the contact page: canonical to it, switching language to its own twin', () => {
    for (const lang of languages) {
      const quote = pages.find((p) => p.key === 'contactQuote' && p.lang === lang)!;
      expect(quote.path).toBe(pathFor('contactQuote', lang));
      expect(quote.canonicalPath).toBe(pathFor('contact', lang));
      expect(isIndexable(quote)).toBe(false);
      expect(quote.breadcrumbs.map((b) => b.path)).toEqual([pathFor('home', lang), pathFor('contact', lang), quote.path]);
    }
    expect(
      languageSwitchTarget(
        pages.find((p) => p.path === pathFor('contactQuote', 'tr'))!,
        'en',
      ),
    ).toBe(pathFor('contactQuote', 'en'));
    const variants = pages.filter((p) => p.canonicalPath !== p.path && p.textLang === undefined);
    expect(variants.map((p) => p.key)).toEqual(languages.map(() => 'contactQuote'));
    expect(pages.filter((p) => p.key !== 'contactQuote').every((p) => p.noindex || isIndexable(p))).toBe(true);
  });

  it('builds no on-demand page; one rendered per request switches language to its parent page', () => {
    expect(pages.filter((p) => p.key === 'contactSend')).toEqual([]);
    const send = onDemandPage('contactSend', 'en');
    expect(send.path).toBe(pathFor('contactSend', 'en'));
    expect(languageSwitchTarget(send, 'tr')).toBe(pathFor('contact', 'tr'));
    expect(send.breadcrumbs.map((b) => b.path)).toEqual([pathFor('home', 'en'), pathFor('contact', 'en'), pathFor('contactSend', 'en')]);
  });
});
