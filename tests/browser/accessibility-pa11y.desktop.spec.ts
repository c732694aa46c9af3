/**
 * HTML_CodeSniffer (pa11y, WCAG 2 AA) beside axe (page-kinds.ts): the two engines catch
 * different things, and both must find 0 errors on one page of every kind in every language.
 * pa11y drives Chromium through puppeteer, at 1280 px (what the width changes is axe's to check
 * at both widths): one browser per worker, a page each test, which the test loads and lets
 * settle itself so pa11y checks the page as a visitor sees it, not after a quiet period.
 */
import { expect, test as base } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumExecutable, chromiumLaunchOptions } from './chromium';
import { onePageOfEachKind } from './sample-pages';

const VIEWPORT = { width: 1280, height: 800 };

const test = base.extend<object, { pa11yBrowser: Browser }>({
  pa11yBrowser: [
    async ({}, use) => {
      // Debian's Chromium with the browser tests' flags; puppeteer's own download cannot work here.
      const browser = await puppeteer.launch({
        executablePath: chromiumExecutable,
        args: [...(chromiumLaunchOptions.args ?? []), '--no-sandbox'],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

for (const sitePage of onePageOfEachKind()) {
  test(`${sitePage.path} has no HTML_CodeSniffer (pa11y) errors`, async ({ baseURL, pa11yBrowser }) => {
    const page = await pa11yBrowser.newPage();
    try {
      await page.setViewport(VIEWPORT);
      await page.goto(new URL(sitePage.path, baseURL).href, { waitUntil: 'load' });
      // Islands that hydrate on their own (the admin, the carousels) have; the visible ones are in view.
      await page.waitForFunction(
        () => document.querySelectorAll('astro-island[ssr]:is([client="only"], [client="idle"], [client="load"])').length === 0,
      );
      const { issues } = await pa11y(page.url(), {
        browser: pa11yBrowser,
        page,
        ignoreUrl: true,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        viewport: VIEWPORT,
      });
      expect(issues.map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`)).toEqual([]);
    } finally {
      await page.close();
    }
  });
}
