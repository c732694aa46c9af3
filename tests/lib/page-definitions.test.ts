/**
 * Every route says what its page needs: a description and where the site links it. The
 * compiler asks for the definition (the type-level cases below fail `npm run check` when the
 * rule weakens); the runtime cases check every route key in every language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loader';
import { isDetailRoute, languages, pathFor, routeDefinition, routeKeys, type PageRouteKey, type RouteKey } from '../../src/i18n/routes';
import { menuLinks, pageDefinition, pageDefinitions, type PageDefinition, type PageDefinitions } from '../../src/lib/page-definitions';
import { isIndexable, sitePages } from '../../src/lib/site-pages';

const isIndexableRoute = (key: RouteKey) => !routeDefinition(key).noindex && routeDefinition(key).variantOf === undefined;

describe('page definitions', () => {
  it('are a type error where a route lacks one, or one lacks its description or its links', () => {
    const { privacy, ...withoutPrivacy } = pageDefinitions;
    // @ts-expect-error a route key without its definition
    const incomplete: PageDefinitions = withoutPrivacy;
    // @ts-expect-error a definition without its links or a reason for having none
    const unlinked: PageDefinition = { description: privacy.description };
    // @ts-expect-error an empty list of links says nothing
    const noLinks: PageDefinition = { description: privacy.description, linkedFrom: [] };
    // @ts-expect-error a definition without its description
    const undescribed: PageDefinition = { linkedFrom: privacy.linkedFrom };
    expect([incomplete, unlinked, noLinks, undescribed].map((value) => 'privacy' in value)).toEqual([false, false, false, false]);
  });

  it('define every route key of the route table and nothing else', () => {
    expect(Object.keys(pageDefinitions).sort()).toEqual([...routeKeys].sort());
  });

  it('give every indexable page, in every language, a description of its own', () => {
    const pages = sitePages().filter(isIndexable);
    for (const lang of languages) {
      const own = pages.filter((page) => page.lang === lang);
      const pageRoutes = routeKeys.filter((key) => isIndexableRoute(key) && !isDetailRoute(key));
      expect(
        pageRoutes.filter((key) => !own.some((page) => page.key === key)),
        `${lang}: indexable routes without a page`,
      ).toEqual([]);
      const paths = new Map<string, string[]>();
      for (const page of own) paths.set(page.description, [...(paths.get(page.description) ?? []), page.path]);
      expect(
        [...paths.values()].filter((same) => same.length > 1),
        `${lang}: pages that share a description`,
      ).toEqual([]);
    }
  });

  it('link every indexable page from a menu or the page frame, in every language', () => {
    const notLinked = routeKeys.filter(
      (key) => isIndexableRoute(key) && !isDetailRoute(key) && !Array.isArray(pageDefinition(key).linkedFrom),
    );
    expect(notLinked).toEqual([]);
    // Only pages without an id can be menu items.
    const linked = [...menuLinks('header'), ...menuLinks('footer'), ...menuLinks('frame')].map(({ key }) => key);
    expect(linked.filter((key) => isDetailRoute(key))).toEqual([]);
  });

  it("are the committed content's header menu: every header link at its place in every language, and no other", () => {
    for (const lang of languages) {
      const { menuItems } = loadContent(lang).header;
      const shown = menuItems.flatMap((item) => [
        { url: item.url, under: undefined as string | undefined, index: item.index, text: item.text },
        ...(item.subMenu ?? []).map((sub) => ({ url: sub.url, under: item.url, index: sub.index, text: sub.text })),
      ]);
      const declared = menuLinks('header').map(({ key, link }) => ({
        url: pathFor(key as PageRouteKey, lang),
        under: link.under && pathFor(link.under as PageRouteKey, lang),
        index: link.index,
      }));
      expect(shown.map(({ text: _text, ...place }) => place).sort(byPlace), lang).toEqual(declared.sort(byPlace));
      expect(
        shown.filter((item) => item.text.trim() === ''),
        lang,
      ).toEqual([]);
      expect(menuItems.filter((item) => item.dropdown !== (item.subMenu !== undefined))).toEqual([]);
    }
    // A dropdown hangs under a top-level item.
    const topLevel = menuLinks('header').filter(({ link }) => link.under === undefined);
    const parents = menuLinks('header').flatMap(({ link }) => (link.under ? [link.under] : []));
    expect(parents.filter((parent) => !topLevel.some(({ key }) => key === parent))).toEqual([]);
  });

  it("are the committed content's footer shortcuts: every footer link, in its order, in every language, each with a text", () => {
    for (const lang of languages) {
      const expected = menuLinks('footer')
        .sort((a, b) => a.link.index - b.link.index)
        .map(({ key, link }) => ({ index: link.index, url: pathFor(key as PageRouteKey, lang) }));
      const { shortcuts } = loadContent(lang).footer;
      expect(
        [...shortcuts].sort((a, b) => a.index - b.index).map(({ index, url }) => ({ index, url })),
        lang,
      ).toEqual(expected);
      expect(
        shortcuts.filter((shortcut) => shortcut.text.trim() === ''),
        lang,
      ).toEqual([]);
      expect(new Set(expected.map((shortcut) => shortcut.index)).size).toBe(expected.length);
    }
  });

  it('name, for each link of the page frame, a component that links the page', () => {
    for (const { key, link } of menuLinks('frame')) {
      const source = readFileSync(`src/components/${link.component}`, 'utf8');
      expect(source, `${link.component} links '${key}'`).toContain(`pathFor('${key}', lang)`);
    }
  });
});

const byPlace = (a: { url: string; under?: string | undefined; index: number }, b: typeof a) =>
  `${a.under ?? ''} ${a.index} ${a.url}`.localeCompare(`${b.under ?? ''} ${b.index} ${b.url}`);
