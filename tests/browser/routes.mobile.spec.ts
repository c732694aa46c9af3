/**
 * At 375 px no page of any kind reports an error while it loads and its islands hydrate.
 * Everything else about the routes cannot depend on the width and is in routes.desktop.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console';
import { onePageOfEachKind } from './sample-pages';

for (const sitePage of onePageOfEachKind().filter((p) => p.key !== 'admin')) {
  test(`${sitePage.path} (${sitePage.lang}) loads at 375 px without a console error`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    expect((await page.goto(sitePage.path))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
