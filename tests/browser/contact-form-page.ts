/** The contact form as a visitor fills it in, for the specs that send it. */
import type { Page } from '@playwright/test';
import { CONTACT_FIELDS, type ContactValues } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import type { Lang } from '../../src/i18n/routes';

const SAMPLE: ContactValues = {
  name: 'Deniz Kaya',
  phone: '+90 532 000 00 00',
  email: 'deniz@example.com',
  subject: 'Teklif / Quote',
  message: 'Merhaba',
};

/** Types a valid request into every field, by its label; `request` replaces any of the sample's values. */
export async function fillContactRequest(page: Page, lang: Lang, request: Partial<ContactValues> = {}) {
  const content = getContent(lang).contact;
  const values = { ...SAMPLE, ...request };
  for (const field of CONTACT_FIELDS) await page.getByLabel(content[`${field}Label`], { exact: true }).fill(values[field]);
}
