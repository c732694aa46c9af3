/**
 * Getting there: each office on the contact page offers directions in the visitor's maps app
 * and says when it is open, from the content, in every language, without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { getContactPageData } from '../../src/content/operations';
import { languages, locale, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { directionsUrl } from '../../src/lib/directions';
import { officeHoursText } from '../../src/lib/opening-hours-text';

test.use({ javaScriptEnabled: false });

for (const lang of languages) {
  test(`${lang}: each office has its directions link and office hours`, async ({ page }) => {
    const content = getContactPageData(lang);
    const { offices } = content;
    await page.goto(pathFor('contact', lang));
    const blocks = page.locator('[data-contact-address]');
    await expect(blocks).toHaveCount(offices.length);
    for (const [i, office] of offices.entries()) {
      const block = blocks.nth(i);
      const link = block.getByRole('link', { name: `${ui[lang].directions} – ${office.title}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', directionsUrl(office.lines));
      const hours = officeHoursText(content, office, locale(lang).tag);
      expect(hours, `sample hours for ${office.title}`).not.toEqual([]);
      const shown = block.locator('[data-office-hours]');
      await expect(shown).toContainText(`${ui[lang].officeHours}:`);
      for (const line of hours) await expect(shown).toContainText(line);
    }
  });
}
