/**
 * The header and the menu in Firefox ESR (SPEC §2, §4, §9): the same platform HTML the
 * Chromium specs check (tests/browser/header.*.spec.ts), at 1280 px and at 375 px.
 * Firefox ESR has no scroll timelines, so its small mode comes from the header's fallback script.
 */
import { pathFor } from '../../src/i18n/routes';
import type { Page } from 'puppeteer-core';
import { expect, isVisible, screenshot, test, waitUntil } from './firefox';

const header = '[data-site-header]';
const corporate = '[data-site-menu] .dropdown';
const dropdown = `${corporate} [popover]`;

const headerHeight = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().height;
const focusedMatches = (selector: string) => document.activeElement?.matches(selector) ?? false;

/** SPEC §9: 65 px once the page has scrolled, 85 px again back at the top. */
async function expectSmallModeOnScroll(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 400));
  await waitUntil(
    page,
    'the header to shrink to 65 px after scrolling',
    (selector) => document.querySelector(selector)!.getBoundingClientRect().height === 65,
    header,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitUntil(
    page,
    'the header to grow back to 85 px at the top',
    (selector) => document.querySelector(selector)!.getBoundingClientRect().height === 85,
    header,
  );
}

test.describe('at 1280 px', () => {
  test('the header is semi-transparent, 85 px at the top of the page and 65 px after scrolling', async ({ firefoxPage: page }) => {
    await page.goto(pathFor('references', 'tr'));
    expect(await page.evaluate(headerHeight, header)).toBe(85);
    const background = await page.$eval(header, (el) => getComputedStyle(el).backgroundColor);
    // Firefox reports Tailwind's colour as oklab(... / 0.8); other syntaxes put alpha last too.
    const alpha = Number(
      background
        .match(/\/\s*([\d.]+)\s*\)$|,\s*([\d.]+)\)$/)
        ?.slice(1)
        .find(Boolean) ?? 1,
    );
    expect(alpha, background).toBeLessThan(1);
    expect(alpha, background).toBeGreaterThan(0.5);
    await expectSmallModeOnScroll(page);
  });

  test('the corporate dropdown opens on hover and closes when the pointer leaves', async ({ firefoxPage: page }) => {
    await page.goto(pathFor('home', 'tr'));
    expect(await page.evaluate(isVisible, dropdown)).toBe(false);
    await page.hover(`${corporate} > a`);
    await waitUntil(page, 'the dropdown to open on hover', isVisible, dropdown);
    expect(await page.$eval(`${dropdown} a[href="${pathFor('press', 'tr')}"]`, (a) => a.textContent?.trim())).toBe('Basında Biz');
    await page.mouse.move(5, 700);
    await waitUntil(page, 'the dropdown to close', (selector) => !document.querySelector(selector)!.checkVisibility(), dropdown);
  });

  test('the dropdown opens by its keyboard toggle; Esc closes it and returns focus to the toggle', async ({ firefoxPage: page }) => {
    await page.goto(pathFor('projects', 'en'));
    const toggle = `${corporate} [popovertarget]`;
    expect(await page.$eval(toggle, (el) => el.getAttribute('aria-label'))).toBe('Corporate submenu');
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await waitUntil(page, 'the dropdown to open from the keyboard', isVisible, dropdown);
    expect(await page.$eval(dropdown, (el) => el.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Tab');
    await waitUntil(
      page,
      'Tab to reach the first link of the dropdown',
      (selector) => document.activeElement === document.querySelector(`${selector} a`),
      dropdown,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('About Us');
    await page.keyboard.press('Escape');
    await waitUntil(page, 'Esc to close the dropdown', (selector) => !document.querySelector(selector)!.matches(':popover-open'), dropdown);
    expect(await page.evaluate(isVisible, dropdown)).toBe(false);
    await waitUntil(page, 'focus back on the toggle', focusedMatches, toggle);
  });
});

test.describe('at 375 px', () => {
  const panel = '[data-site-menu]';
  const hamburger = '[data-menu-toggle]';

  test.beforeEach(async ({ firefoxPage: page }) => {
    await page.setViewport({ width: 375, height: 740 });
  });

  test('the header is 85 px at the top of the page and 65 px after scrolling', async ({ firefoxPage: page }) => {
    await page.goto(pathFor('projects', 'en'));
    expect(await page.evaluate(headerHeight, header)).toBe(85);
    await expectSmallModeOnScroll(page);
  });

  test('the hamburger opens the panel, a summary expands its submenu, and a link navigates', async ({ firefoxPage: page, baseURL }) => {
    await page.goto(pathFor('about', 'tr'));
    expect(await page.evaluate(isVisible, panel)).toBe(false);
    expect(await page.evaluate(isVisible, hamburger)).toBe(true);
    await page.click(hamburger);
    await waitUntil(page, 'the menu panel to open', isVisible, panel);
    const press = `${panel} [data-submenu] a[href="${pathFor('press', 'tr')}"]`;
    expect(await page.evaluate(isVisible, press)).toBe(false);
    await page.click(`${panel} [data-submenu] > summary`);
    await waitUntil(page, 'the submenu to expand', isVisible, press);
    expect(await page.$eval(`${panel} [data-submenu]`, (el) => (el as HTMLDetailsElement).open)).toBe(true);
    await screenshot(page, 'menu-375-open');
    await Promise.all([page.waitForNavigation({ timeout: 10_000 }), page.click(press)]);
    expect(page.url()).toBe(new URL(pathFor('press', 'tr'), baseURL).href);
    expect(await page.evaluate(isVisible, panel)).toBe(false);
  });

  test('Esc closes the panel and returns focus to the hamburger', async ({ firefoxPage: page }) => {
    await page.goto(pathFor('about', 'en'));
    await page.click(hamburger);
    await waitUntil(page, 'the menu panel to open', isVisible, panel);
    await page.keyboard.press('Tab');
    await waitUntil(
      page,
      'Tab to reach the first link of the panel',
      (selector) => document.activeElement === document.querySelector(`${selector} a`),
      panel,
    );
    await page.keyboard.press('Escape');
    await waitUntil(page, 'Esc to close the panel', (selector) => !document.querySelector(selector)!.matches(':popover-open'), panel);
    await waitUntil(page, 'focus back on the hamburger', focusedMatches, hamburger);
  });

  test('Tab goes round the open panel and the hamburger: past the last control back to the hamburger, and Shift+Tab back', async ({
    firefoxPage: page,
  }) => {
    await page.goto(pathFor('about', 'en'));
    await page.click(hamburger);
    await waitUntil(page, 'the menu panel to open', isVisible, panel);
    await waitUntil(page, 'focus on the hamburger', focusedMatches, hamburger);
    const controls = await page.$$eval(`${panel} a[href], ${panel} button, ${panel} summary`, (all) =>
      all.filter((control) => control.checkVisibility()).map((control) => control.textContent?.trim() ?? ''),
    );
    expect(controls.length).toBeGreaterThan(5);
    for (let i = 0; i < controls.length; i++) await page.keyboard.press('Tab');
    const lastShown = (selector: string) => {
      const shown = [...document.querySelectorAll(`${selector} a[href], ${selector} button, ${selector} summary`)].filter((c) =>
        c.checkVisibility(),
      );
      return document.activeElement === shown.at(-1);
    };
    await waitUntil(page, 'Tab to reach the last control of the panel', lastShown, panel);
    await page.keyboard.press('Tab');
    await waitUntil(page, 'Tab past the last control to go back to the hamburger', focusedMatches, hamburger);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await waitUntil(page, 'Shift+Tab from the hamburger to reach the last control', lastShown, panel);
  });

  // These pages have no island: every script they asked for would have been asked for by their load event.
  for (const path of [pathFor('about', 'tr'), pathFor('projects', 'en'), pathFor('references', 'tr'), pathFor('news', 'en')]) {
    test(`${path}, a menu-only page, requests no JavaScript`, async ({ firefoxPage: page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (/\.m?js(\?|$)/.test(new URL(request.url()).pathname)) scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: 'load' });
      expect(await page.$$eval('astro-island', (islands) => islands.length), 'the page has no island').toBe(0);
      await page.click(hamburger);
      await waitUntil(page, 'the menu panel to open', isVisible, panel);
      // The browser's own record, in case a request escaped the protocol's events.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
          .map((e) => e.name),
      );
      expect([...scripts, ...loaded]).toEqual([]);
    });
  }
});
