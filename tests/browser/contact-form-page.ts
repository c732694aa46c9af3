/** The contact form as a visitor fills it in, for the specs that send it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { CONTACT_FIELDS, type ContactValues } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { pathFor, type Lang } from '../../src/i18n/routes';
import { hydrated } from './hydration';

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

/**
 * Opens the page at `path` and scrolls to its contact form; where the browser runs scripts,
 * waits until the form's island has hydrated, as its specs assert what the island does: a send
 * before that is the native post (on a busy machine the island's modules can arrive after the
 * test has filled the form), which its own specs test with scripts turned off.
 */
export async function openContactForm(page: Page, path: string, { scripts = true } = {}): Promise<Locator> {
  await page.goto(path);
  const form = page.locator('[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  return scripts ? hydrated(form) : form;
}

/**
 * The 'sent' page a stored request leads to, with or without JavaScript: the content's header
 * and the request's reference, which is on its address too. Returns the reference.
 */
export async function expectSentPage(page: Page, lang: Lang): Promise<string> {
  const sentPath = pathFor('contactSent', lang).replaceAll('/', '\\/');
  await expect(page).toHaveURL(new RegExp(`${sentPath}\\?ref=[0-9A-F]{8}(#.*)?$`));
  await expect(page.locator('[data-contact-sent]')).toContainText(getContent(lang).contact.sentAlertHeader);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  await expect(page.locator('[data-request-reference]')).toContainText(reference);
  return reference;
}
