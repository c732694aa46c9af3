/**
 * The page benchmark measures one page of every template in every language, read from the
 * route table: each is a page the build renders, and only the pages visitors never load as
 * pages of their own are left out.
 */
import { describe, expect, it } from 'vitest';
import { templatePages } from '../../../scripts/lib/page-templates';
import { languages, routeDefinition, routeKeys } from '../../../src/i18n/routes';
import { sitePages } from '../../../src/lib/site-pages';

describe("the page benchmark's pages", () => {
  const pages = templatePages();
  const templates = [...new Set(pages.map((page) => page.template))];

  it("are one page of every route in every language, but the admin outlet, the native post, its 'sent' page, the variants of another page (a project's quote form is both) and the projects list's later pages where it has none", () => {
    const left = routeKeys.filter((key) => !templates.includes(key));
    const laterListPages = sitePages().some((page) => page.key === 'projectsPage');
    expect(left.sort()).toEqual(
      ['admin', 'contactQuote', 'contactSend', 'contactSent', 'projectQuote', ...(laterListPages ? [] : ['projectsPage'])].sort(),
    );
    for (const key of left.filter((key) => key !== 'projectsPage')) {
      const route = routeDefinition(key);
      expect(route.languageNeutral || route.onDemand || route.variantOf !== undefined, key).toBe(true);
    }
    for (const template of templates)
      expect(
        pages.filter((page) => page.template === template).map((page) => page.lang),
        template,
      ).toEqual([...languages]);
  });

  it('are pages the build renders, each in its own language, a project with photos among them', () => {
    const built = new Map(sitePages().map((page) => [page.path, page]));
    for (const { template, lang, path } of pages) {
      expect(built.get(path)?.key, path).toBe(template);
      expect(built.get(path)?.lang, path).toBe(lang);
    }
    for (const lang of languages) expect(pages.some((page) => page.template === 'projectDetail' && page.lang === lang)).toBe(true);
  });
});
