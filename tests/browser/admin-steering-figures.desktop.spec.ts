/**
 * The dashboard's figures that steer at 1280 px, in Turkish and then English on one load: how
 * soon the seeded requests were first answered (headline figures, by office, staff member and
 * week) and how they ended (by kind of work, the lost reasons), each as the staff API counts
 * them (steering-figures.ts); axe clean in both languages.
 */
import { requestStrings } from '../../src/islands/admin/request-strings';
import { expect, staff, test } from './admin-server';
import { signedIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { expectSteeringFigures, figuresOf } from './steering-figures';

test.use({ timezoneId: 'Europe/Istanbul', locale: 'tr-TR', adminSeed: { account: true, requests: 45, followed: true } });

test('the figures that steer, in Turkish and in English', async ({ page }) => {
  await signedIn(page, staff, 'dashboard', 'tr');
  const figures = await figuresOf(page);
  await expectSteeringFigures(page, 'tr', figures);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: requestStrings.tr.switchLanguage }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectSteeringFigures(page, 'en', figures);
  await expectNoAxeViolations(page);
});
