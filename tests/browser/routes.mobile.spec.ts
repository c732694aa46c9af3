/**
 * At 375 px the mobile menu island hydrates on every page (client:media): no page of any kind
 * reports an error while it loads and hydrates. Everything else about the routes cannot depend
 * on the width and is in routes.desktop.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console';
import { hydrated } from './hydration';
import { onePageOfEachKind } from './sample-pages';

for (const sitePage of onePageOfEachKind().filter((p) => p.key !== 'admin')) {
  test(`${sitePage.path} (${sitePage.lang}) hydrates at 375 px without a console error`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    expect((await page.goto(sitePage.path))?.status()).toBe(200);
    await hydrated(page.locator('[data-menu-toggle]'));
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
  });
}
