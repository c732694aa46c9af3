/**
 * "Request a Quote" lands on the contact form itself, in every language, at 375 and 1280 px
 * (on a phone the form stands below the addresses), with and without JavaScript: the form in
 * view, the focus in its first field, the subject already saying it is a quote request.
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

async function expectOnTheForm(page: Page, lang: Lang) {
  const content = getContent(lang).contact;
  const name = page.getByLabel(content.nameLabel, { exact: true });
  await expect(page.getByLabel(content.subjectLabel, { exact: true })).toHaveValue(content.quoteSubject ?? '');
  expect(content.quoteSubject).toBeTruthy();
  await expect(name).toBeFocused();
  await expect(page.locator('#contact-form-heading')).toBeInViewport();
  await expect(name).toBeInViewport();
  // Nothing but the page's own header hides the form's heading.
  const heading = await page.locator('#contact-form-heading').boundingBox();
  const header = await page.locator('[data-site-header]').boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the quote button ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`lands on the form, focused, the subject prefilled (${lang})`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await followHeroQuote(page, lang);
        await expectOnTheForm(page, lang);
        const island = page.locator('astro-island:has([data-contact-form])');
        if (javaScriptEnabled) {
          // Hydrating changes none of it.
          await expect(island).not.toHaveAttribute('ssr');
          await expectOnTheForm(page, lang);
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
  // The autofocus of the first field does not take the focus back when the island hydrates.
  await expect(message).toBeFocused();
  await page.keyboard.type(', 36 kV');
  await expect(message).toHaveValue('Two transformer stations, 36 kV');
  await expect(page.getByLabel(content.subjectLabel, { exact: true })).toHaveValue(content.quoteSubject!);
});
