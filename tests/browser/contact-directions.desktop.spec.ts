/**
 * Getting there: each address on the contact page offers directions in the visitor's maps app
 * and says when the office is open, from the content, in every language, without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { directionsUrl } from '../../src/lib/directions';

test.use({ javaScriptEnabled: false });

for (const lang of languages) {
  test(`${lang}: each address has its directions link and office hours`, async ({ page }) => {
    const { addresses } = getContent(lang).contact;
    await page.goto(pathFor('contact', lang));
    const blocks = page.locator('[data-contact-address]');
    await expect(blocks).toHaveCount(addresses.length);
    for (const [i, address] of addresses.entries()) {
      const block = blocks.nth(i);
      const link = block.getByRole('link', { name: `${ui[lang].directions} – ${address.title}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', directionsUrl(address.lines));
      expect(address.officeHours, `sample hours for ${address.title}`).toBeTruthy();
      await expect(block.locator('[data-office-hours]')).toHaveText(`${ui[lang].officeHours}: ${address.officeHours}`);
    }
  });
}
