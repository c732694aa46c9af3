/**
 * Every route of the route table in both languages, every project and news page included, read
 * from the built HTML: its language, its exact title, and the language switch's target in the
 * header, the phone menu and the footer; an EN page links to no TR page but through the switch.
 * What needs a browser (console errors, which switch shows) is checked on every kind of page at
 * both widths: page-kinds.ts.
 */
import { expect, test } from '@playwright/test';
import { languageSwitchTargets, sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';

const publicPages = sitePages().filter((p) => p.key !== 'admin');
const trPaths = new Set(publicPages.filter((p) => p.lang === 'tr').map((p) => p.path));

for (const sitePage of publicPages) {
  test(`${sitePage.path} (${sitePage.lang}): answers 200; language, title, language switch${sitePage.lang === 'en' ? ', no link to a TR page' : ''}`, async ({
    request,
  }) => {
    expect((await request.get(sitePage.path, { maxRedirects: 0 })).status()).toBe(200);
    const $ = builtPage(sitePage.path);
    expect($('html').attr('lang')).toBe(sitePage.lang);
    expect($('head > title').text()).toBe(sitePage.title);
    // The header's, the phone menu's and the footer's switches each lead to the same pages: one per other language.
    const targets = languageSwitchTargets(sitePage).map((target) => target.href);
    const switches = $('[data-language-switch]')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(switches).toEqual([...targets, ...targets, ...targets]);
    if (sitePage.lang === 'en') {
      const links = $('a[href^="/"]:not([data-language-switch])')
        .toArray()
        .map((a) => $(a).attr('href') ?? '');
      expect(links.filter((href) => trPaths.has(href))).toEqual([]);
    }
  });
}
