/**
 * The language switch at every width a visitor brings, from a 320 px phone to a 1920 px
 * screen, in every language: on one page of each kind, the header offers each other language
 * (from 368 px beside the page's own code, all in the table's order), whole on screen and
 * uncut, with the header's controls on one line; the phone menu spells the languages out; the
 * footer offers them too; each switch leads to the paired page and is named by what it shows
 * (WCAG 2.5.3); and no page scrolls sideways. The widths are set here, so the file runs in one
 * project (*.desktop.spec.ts). The layout is CSS alone, so each page is loaded once and read at
 * each width in turn, every switch on it.
 */
import { load } from 'cheerio';
import { expect, test, type Page } from '@playwright/test';
import { languages, locale, routeDefinition, type Lang, type RouteKey } from '../../src/i18n/routes';
import { languageSwitchTargets, sitePages, type SitePage } from '../../src/lib/site-pages';
import { expectEachNameStartsWithItsText } from './label-in-name';
import { onePageOfEachKind } from './sample-pages';

const WIDTHS = [320, 360, 375, 414, 768, 800, 820, 1024, 1280, 1440, 1920];
/** Below this the header leaves the page's own code out for room (the links stay). */
const ALL_CODES_FROM = 368;
/** Below this the menu is the hamburger's panel (SPEC §9). */
const PHONE_BELOW = 768;

/**
 * One page of each layout (the news, press and 'sent' placeholders, the quote form and a
 * project without photos share theirs with one of these); where every page's switches lead is
 * read from all of them, without a browser, below.
 */
const LAYOUTS: readonly RouteKey[] = ['home', 'about', 'projects', 'projectDetail', 'references', 'contact', 'privacy', 'notFound'];
const samplePages = (lang: Lang) => onePageOfEachKind().filter((p) => p.lang === lang && LAYOUTS.includes(p.key));

interface ExpectedSwitch {
  tag: string;
  label: string;
  href: string;
}

function expectedSwitches(sitePage: SitePage): ExpectedSwitch[] {
  return languageSwitchTargets(sitePage).map(({ lang, href }) => ({ tag: locale(lang).tag, label: locale(lang).switchLabel, href }));
}

/**
 * What is wrong with the switches inside `scope` (a CSS selector): for each expected one,
 * missing, hidden, leading elsewhere, showing another label, outside the window, outside its
 * group or the scope, cut by an ancestor that clips, or its text cut.
 */
function switchProblems(page: Page, scope: string, expected: ExpectedSwitch[], withName: boolean) {
  return page.evaluate(
    ({ scope, expected, withName }) => {
      const problems: string[] = [];
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope}`];
      const window = document.documentElement.clientWidth;
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      for (const { tag, label, href } of expected) {
        // The header holds the phone menu: its switches are the menu's, not the header bar's.
        const link = [...root.querySelectorAll<HTMLAnchorElement>(`[data-language-switch][hreflang="${tag}"]`)].find(
          (each) => root.matches('[data-site-menu]') || !each.closest('[data-site-menu]'),
        );
        const name = `${scope} ${label}`;
        if (!link) {
          problems.push(`${name}: missing`);
          continue;
        }
        if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          problems.push(`${name}: not shown`);
          continue;
        }
        if (link.getAttribute('href') !== href) problems.push(`${name}: leads to ${link.getAttribute('href')}, not ${href}`);
        const shown = link.innerText.replace(/\s+/g, ' ').trim();
        if (withName ? !shown.startsWith(`${label} `) : shown !== label) problems.push(`${name}: shows "${shown}"`);
        const box = link.getBoundingClientRect();
        if (box.left < 0 || box.right > window)
          problems.push(`${name}: at ${Math.round(box.left)}-${Math.round(box.right)} px in a ${window} px window`);
        const group = link.closest('[data-language-switches]');
        if (group && !inside(box, group.getBoundingClientRect())) problems.push(`${name}: outside its group`);
        if (!inside(box, root.getBoundingClientRect())) problems.push(`${name}: outside ${scope}`);
        for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const clip = parent.getBoundingClientRect();
            if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
              problems.push(`${name}: cut by a ${parent.tagName.toLowerCase()} that clips`);
          }
        }
        if (link.scrollWidth > link.clientWidth + 0.5)
          problems.push(`${name}: its text is cut (${link.scrollWidth} px in ${link.clientWidth} px)`);
      }
      return problems;
    },
    { scope, expected, withName },
  );
}

/** The header's visible controls off its one line or off the window, and the page's sideways scroll. */
function headerAndPageProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const window = document.documentElement.clientWidth;
    const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
    for (const control of document.querySelectorAll<HTMLElement>('[data-site-header] a, [data-site-header] button')) {
      // The phone menu's panel is in the header, closed; a dropdown opens over the page, not on the line.
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[popover]:not([data-site-menu])')) continue;
      const box = control.getBoundingClientRect();
      const what = `"${control.innerText.trim() || control.getAttribute('aria-label')}"`;
      if (box.left < 0 || box.right > window) problems.push(`${what} at ${Math.round(box.left)}-${Math.round(box.right)} px`);
      if (box.top < header.top || box.bottom > header.bottom) problems.push(`${what} off the header's line`);
    }
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > window) problems.push(`the page is ${scrolled} px wide`);
    return problems;
  });
}

for (const lang of languages) {
  for (const sitePage of samplePages(lang)) {
    test(`${sitePage.path}: at ${WIDTHS.join(', ')} px the header, the phone menu and the footer offer every other language, whole`, async ({
      page,
    }) => {
      const expected = expectedSwitches(sitePage);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      expect((await page.goto(sitePage.path))?.status()).toBe(200);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect.soft(await switchProblems(page, '[data-site-header]', expected, false), `${width} px`).toEqual([]);
        expect.soft(await switchProblems(page, 'footer', expected, false), `${width} px`).toEqual([]);
        expect.soft(await headerAndPageProblems(page), `${width} px`).toEqual([]);
        const codes = page.locator('[data-site-header] [data-language-switches]:not([data-site-menu] *)');
        if (width >= ALL_CODES_FROM)
          await expect.soft(codes, `${width} px`).toHaveText(languages.map((l) => locale(l).switchLabel).join(''));
        else await expect.soft(codes.locator('[data-language-current]'), `${width} px`).toBeHidden();
      }
      await expectEachNameStartsWithItsText(
        page.locator('[data-site-header] [data-language-switch]:visible, footer [data-language-switch]'),
      );

      // The phone menu, opened once and read at each phone width.
      const phoneWidths = WIDTHS.filter((width) => width < PHONE_BELOW);
      await page.setViewportSize({ width: phoneWidths[0]!, height: 800 });
      await page.locator('[data-menu-toggle]').click();
      await expect(page.locator('[data-site-menu]')).toBeVisible();
      await expectEachNameStartsWithItsText(page.locator('[data-site-menu] [data-language-switch]'));
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 });
        expect.soft(await switchProblems(page, '[data-site-menu]', expected, true), `${width} px, menu open`).toEqual([]);
      }
    });
  }

  test(`${lang}: every page's switches lead to its pair in each other language, whose own switch leads back`, async ({ request }) => {
    const byPath = new Map(sitePages().map((p) => [p.path, p]));
    for (const sitePage of sitePages().filter((p) => p.lang === lang && p.key !== 'admin')) {
      for (const { lang: to, href } of languageSwitchTargets(sitePage)) {
        const where = `${sitePage.path} -> ${href}`;
        const answer = await request.get(href);
        expect(answer.status(), where).toBe(200);
        const $ = load(await answer.text());
        expect($('html').attr('lang'), where).toBe(locale(to).tag);
        const target = byPath.get(href);
        expect(target?.lang, where).toBe(to);
        // The same page in the other language is its pair, and leads back here; a project or news
        // item the language lacks leads to its list there instead, the not-found page to the home page.
        if (target?.key === sitePage.key) {
          expect(target.id, where).toBe(sitePage.id);
          expect($(`[data-site-header] [data-language-switch][hreflang="${locale(lang).tag}"]`).attr('href'), where).toBe(sitePage.path);
        } else {
          const instead = routeDefinition(sitePage.key).switchesToHome ? 'home' : sitePage.key === 'projectDetail' ? 'projects' : 'news';
          expect(target?.key, where).toBe(instead);
        }
      }
    }
  });
}
