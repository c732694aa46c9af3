/**
 * Each admin screen's Help link, followed in the browser against the built server: it leads to
 * the screen's page of the editors' handbook in the admin's language (the sign-in page before
 * anyone signs in), served with the admin in its look, its screenshots loaded, axe clean, with a
 * way back to the admin and to the same page in the other language.
 */
import { adminHandbookPath, adminPath } from '../../src/i18n/routes';
import { handbookPageFor } from '../../src/islands/admin/admin-outlet';
import { adminStrings } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

// A browser that prefers Turkish opens the admin in Turkish; the test switches it to English.
test.use({ locale: 'tr-TR', adminSeed: { account: true, requests: 0, permissions: ['inbox', 'content'] } });

test("the Help link opens the shown screen's handbook page in the admin's language", async ({ page }) => {
  await page.goto(adminPath('publish'));
  const help = (lang: 'tr' | 'en') => page.getByRole('link', { name: adminStrings[lang].help });
  await expect(help('tr')).toHaveAttribute('href', adminHandbookPath('tr', handbookPageFor('publish', false)));

  await submitSignIn(page, 'tr', staff.email, staff.password);
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.publishHeading })).toBeVisible();
  await expect(help('tr')).toHaveAttribute('href', adminHandbookPath('tr', handbookPageFor('publish', true)));
  await page.getByRole('button', { name: adminStrings.tr.switchLanguage }).click();
  await help('en').click();

  const shown = adminHandbookPath('en', handbookPageFor('publish', true));
  await expect(page).toHaveURL(shown);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const screenshots = page.locator('article img');
  await expect(screenshots.first()).toBeVisible();
  for (const image of await screenshots.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByRole('link', { name: adminStrings.en.handbook.back })).toHaveAttribute('href', adminPath('dashboard'));
  await expect(
    page.getByRole('navigation', { name: adminStrings.en.handbook.pages }).getByRole('link', { name: /./ }).first(),
  ).toBeVisible();

  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: adminStrings.en.switchLanguage }).click();
  await expect(page).toHaveURL(adminHandbookPath('tr', handbookPageFor('publish', true)));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});
