/**
 * A Firebase Hosting preview channel serves the very files that go live; the bar saying it is a
 * preview, that the contact form does not send from there and how to get back to the admin
 * shows on a channel's address only (`<site>--<channel>-<hash>.web.app`, whose requests are
 * answered here by the test's server: .app is HTTPS-only in every browser). Both widths.
 */
import { expect, test } from '@playwright/test';
import { adminPath, pathFor } from '../../src/i18n/routes';
import { t } from '../../src/i18n/ui';
import { getContent } from '../../src/content/loader';
import { expectNoAxeViolations } from './axe';

const CHANNEL_HOST = 'ornek-site--run-1b2c3d4e-5f6a-x1y2z3ab.web.app';

test.beforeEach(async ({ context, baseURL }) => {
  await context.route(`https://${CHANNEL_HOST}/**`, async (route) => {
    const asked = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${asked.pathname}${asked.search}` }) });
  });
});
// Requests still on their way when a test ends (a late image) find their answer disposed.
test.afterEach(({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }));

for (const lang of ['tr', 'en'] as const) {
  test(`on a preview channel every ${lang.toUpperCase()} page says it is a preview that sends no contact form`, async ({ page }) => {
    const texts = t(lang).channelPreview;
    await page.goto(`https://${CHANNEL_HOST}${pathFor('contact', lang)}`);
    const bar = page.getByRole('region', { name: texts.label });
    await expect(bar).toContainText(texts.says);
    await expect(bar.getByRole('link', { name: texts.back })).toHaveAttribute(
      'href',
      new URL(adminPath('publish'), getContent(lang).site.baseUrl).href,
    );
    await expectNoAxeViolations(page);
  });
}

test('the live site shows no preview bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
});
