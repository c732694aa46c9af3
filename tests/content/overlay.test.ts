import { setTimeout as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/documents';
import { clearContentCache, getContent } from '../../src/content/loader';
import { memoizedPerContent } from '../../src/content/memo';
import { getHomePageData, getPageFrame, getProjectsData } from '../../src/content/operations';
import { withContent, type ContentOverlay } from '../../src/content/overlay';
import { languages, type Lang } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { committedContent } from './helpers';

afterEach(() => clearContentCache());

/** Every language's committed content, the company named `name` in each. */
function overlayNaming(name: string): ContentOverlay {
  return Object.fromEntries(
    languages.map((lang) => {
      const content: Content = structuredClone(committedContent(lang));
      content.site.companyName = name;
      content.home.activityAreasHeader = `${name} slider`;
      return [lang, content];
    }),
  ) as Record<Lang, Content>;
}

const companyName = memoizedPerContent((lang: Lang) => getContent(lang).site.companyName);

/** The committed content of every language, its objects shared by the overlays made from it, as the preview's base is. */
function sharedBase(): ContentOverlay {
  return Object.fromEntries(languages.map((lang) => [lang, committedContent(lang)])) as Record<Lang, Content>;
}

/** `base` with English's `key` document replaced by a copy changed by `change`, as a draft is laid over the preview's base. */
function withEnglish<K extends keyof Content>(base: ContentOverlay, key: K, change: (document: Content[K]) => void): ContentOverlay {
  const document = structuredClone(base.en[key]);
  change(document);
  return { ...base, en: { ...base.en, [key]: document } };
}

describe('content overlay', () => {
  it('answers with its content inside the call only, and memoized values never leave it', async () => {
    const before = companyName('en');
    const pagesBefore = sitePages();
    const inside = await withContent(overlayNaming('Draft Ltd'), async () => {
      await tick(1);
      return { name: companyName('en'), home: getHomePageData('en').activityAreasHeader, pages: sitePages() };
    });
    expect(inside.name).toBe('Draft Ltd');
    expect(inside.home).toBe('Draft Ltd slider');
    expect(inside.pages).not.toBe(pagesBefore);
    expect(companyName('en')).toBe(before);
    expect(getHomePageData('en').activityAreasHeader).not.toBe('Draft Ltd slider');
    expect(sitePages()).toBe(pagesBefore);
  });

  it('keeps two interleaved renders apart: neither sees the other draft nor its memoized values', async () => {
    const seen: string[] = [];
    const render = (name: string, waits: number[]) =>
      withContent(overlayNaming(name), async () => {
        for (const wait of waits) {
          await tick(wait);
          seen.push(`${name}:${companyName('tr')}:${getHomePageData('de').activityAreasHeader}`);
        }
      });
    await Promise.all([render('First', [1, 10, 1]), render('Second', [5, 1, 12])]);
    expect(seen).toHaveLength(6);
    for (const line of seen) {
      const [who, name, slider] = line.split(':');
      expect(name, line).toBe(who);
      expect(slider, line).toBe(`${who} slider`);
    }
    // The two really interleaved: the second rendered before the first was done.
    expect(seen.slice(0, 3).some((line) => line.startsWith('Second'))).toBe(true);
  });

  it('leaves the loaded content alone: a clear outside the overlay still reloads it', () => {
    const loaded = getContent('tr');
    clearContentCache();
    expect(getContent('tr')).not.toBe(loaded);
    expect(getContent('tr')).toEqual(loaded);
  });

  it("serves what read none of the draft's documents to every overlay holding the same documents, and derives again what read them", async () => {
    const computed = { names: 0, label: 0 };
    const projectNames = memoizedPerContent((lang: Lang) => {
      computed.names++;
      return getContent(lang).projects.projects.map((entry) => entry.project.name);
    });
    const counterLabel = memoizedPerContent((lang: Lang) => {
      computed.label++;
      return getContent(lang).home.counters.completed.label;
    });
    const base = sharedBase();
    const keystroke = (label: string) =>
      withContent(
        withEnglish(base, 'home', (home) => (home.counters.completed.label = label)),
        async () => ({ names: projectNames('en'), label: counterLabel('en'), projects: getProjectsData('en'), frame: getPageFrame('en') }),
      );
    const first = await keystroke('First label');
    const second = await keystroke('Second label');
    expect([first.label, second.label]).toEqual(['First label', 'Second label']);
    expect(computed).toEqual({ names: 1, label: 2 });
    expect(second.names).toBe(first.names);
    expect(second.projects).toBe(first.projects);
    expect(second.frame).toBe(first.frame);
    // A draft of a document they read: derived again, from the draft.
    const renamed = await withContent(
      withEnglish(base, 'projects', (page) => (page.projects[0]!.project.name = 'Draft project')),
      async () => ({ names: projectNames('en'), projects: getProjectsData('en'), frame: getPageFrame('en') }),
    );
    expect(computed.names).toBe(2);
    expect(renamed.names[0]).toBe('Draft project');
    expect(renamed.projects).not.toBe(first.projects);
    expect(renamed.projects.projects.map((entry) => entry.project.name)).toContain('Draft project');
    expect(renamed.frame).not.toBe(first.frame);
    // Outside the overlays, the loaded content's own values.
    expect(getProjectsData('en').projects.map((entry) => entry.project.name)).not.toContain('Draft project');
  });

  it("keys a value built on another's with the documents that one read, whether it was derived then or kept", async () => {
    const exclaimed = memoizedPerContent((lang: Lang) => `${companyName(lang)}!`);
    const base = sharedBase();
    // The inner value kept first, so the outer one finds it kept rather than deriving it.
    const before = await withContent(base, async () => {
      companyName('en');
      return exclaimed('en');
    });
    const renamed = await withContent(
      withEnglish(base, 'site', (site) => (site.companyName = 'Renamed Ltd')),
      async () => exclaimed('en'),
    );
    expect(before).toBe(`${base.en.site.companyName}!`);
    expect(renamed).toBe('Renamed Ltd!');
  });
});
