/**
 * HTML_CodeSniffer (pa11y, WCAG 2 AA) beside axe (accessibility.spec.ts): the two engines
 * catch different things, and both must find 0 errors on one page of every kind in both
 * languages. pa11y drives its own Chromium through puppeteer, at 1280 px: what the width
 * changes is axe's to check at both widths.
 */
import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import { chromiumExecutable, chromiumLaunchOptions } from './chromium';
import { onePageOfEachKind } from './sample-pages';

for (const sitePage of onePageOfEachKind()) {
  test(`${sitePage.path} has no HTML_CodeSniffer (pa11y) errors`, async ({ baseURL }) => {
    test.setTimeout(60_000);
    const { issues } = await pa11y(new URL(sitePage.path, baseURL).href, {
      standard: 'WCAG2AA',
      runners: ['htmlcs'],
      viewport: { width: 1280, height: 800 },
      timeout: 45_000,
      // Debian's Chromium with the browser tests' flags; puppeteer's own download cannot work here.
      chromeLaunchConfig: { executablePath: chromiumExecutable, args: [...(chromiumLaunchOptions.args ?? []), '--no-sandbox'] },
    });
    expect(issues.map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`)).toEqual([]);
  });
}
