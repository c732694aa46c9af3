/**
 * Editors word the quote's fields in the studio: the contact page's document shows the quote's
 * subject, the kind-of-work label and its choices (one field per kind, named as staff read it),
 * and the location's label, in every language (each brought into view), without axe violations.
 */
import { KIND_OF_WORK_NAMES, KINDS_OF_WORK } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { showLanguage } from './studio-columns';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

test("the contact page's quote fields are there to edit in every language", async ({ page }) => {
  await page.goto(editorHref({ key: 'contact', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  for (const lang of languages) {
    await showLanguage(page, 'tr', lang);
    const contact = getContent(lang).contact;
    await expect(page.locator(`#field-${lang}-quoteSubject`)).toHaveValue(contact.quoteSubject!);
    await expect(page.locator(`#field-${lang}-kindOfWorkLabel`)).toHaveValue(contact.kindOfWorkLabel!);
    await expect(page.locator(`#field-${lang}-locationLabel`)).toHaveValue(contact.locationLabel!);
    for (const kind of KINDS_OF_WORK) {
      const choice = page.locator(`#field-${lang}-kindsOfWork-${kind}`);
      await expect(choice).toHaveValue(contact.kindsOfWork![kind]);
      await expect(choice).toHaveAccessibleName(new RegExp(`^${KIND_OF_WORK_NAMES[kind].tr}`));
    }
  }
  await page.locator('[data-field="kindsOfWork"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('studio-contact-quote-fields.png') });
  await expectNoAxeViolations(page);
});
