/**
 * "Request a Quote" opens the quote page, in every language, at 375 and 1280 px, with and
 * without JavaScript: at its top, where its heading and the contact details are, the focus left
 * where a page load leaves it (it moves only when the visitor acts), the form's subject already
 * saying it is a quote request.
 */
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';
import { collectConsoleErrors } from './console';
import { hydrated } from './hydration';

async function followHeroQuote(page: Page, lang: Lang) {
  await page.goto(pathFor('home', lang));
  await page.locator('[data-hero-quote]').click();
  await expect(page).toHaveURL((url) => url.pathname === pathFor('contactQuote', lang));
}

async function expectAtTheTop(page: Page, lang: Lang) {
  const content = getContent(lang).contact;
  await expect(page.getByLabel(content.subjectLabel, { exact: true })).toHaveValue(content.quoteSubject ?? '');
  expect(content.quoteSubject).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the quote button ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`opens at the top, the focus untouched, the subject prefilled (${lang})`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await followHeroQuote(page, lang);
        await expectAtTheTop(page, lang);
        const island = page.locator('astro-island:has([data-contact-form])');
        if (javaScriptEnabled) {
          // Hydrating changes none of it.
          await page.locator('[data-contact-form]').scrollIntoViewIfNeeded();
          await expect(island).not.toHaveAttribute('ssr');
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectAtTheTop(page, lang);
        } else {
          await expect(island).toHaveAttribute('ssr', '');
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test('on the quote page, what is typed before the form has loaded keeps its focus and the preset subject', async ({ page }) => {
  const lang = languages[0]!;
  const content = getContent(lang).contact;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/ContactForm.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(pathFor('contactQuote', lang));
  const message = page.getByLabel(content.messageLabel, { exact: true });
  await message.pressSequentially('Two transformer stations');
  await expect(page.locator('astro-island:has([data-contact-form])')).toHaveAttribute('ssr', '');
  release();
  await hydrated(message);
  // Hydrating takes the focus from nowhere.
  await expect(message).toBeFocused();
  await page.keyboard.type(', 36 kV');
  await expect(message).toHaveValue('Two transformer stations, 36 kV');
  await expect(page.getByLabel(content.subjectLabel, { exact: true })).toHaveValue(content.quoteSubject!);
});
