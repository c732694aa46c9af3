/**
 * WCAG 2.2 AA (DECISIONS.md "Quality bars"): zero axe violations on every kind of page in both
 * languages, at both widths (contrast, target sizes and which menu shows depend on the layout),
 * and in the states a visitor can put a page in (open mobile menu, contact form alerts, open
 * dropdown). HTML_CodeSniffer (pa11y) checks the same pages: accessibility-pa11y.desktop.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contactEndpoint, pathFor } from '../../src/i18n/routes';
import { defaultContent } from '../../src/content/defaults';
import { hydrated } from './hydration';
import { onePageOfEachKind } from './sample-pages';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

for (const sitePage of onePageOfEachKind()) {
  test(`${sitePage.path} has no axe violations`, async ({ page }) => {
    await page.goto(sitePage.path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('the contact form and its "not sent" alert have no axe violations', async ({ page }) => {
  await page.route(`**${contactEndpoint}`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.clock.install();
  await page.goto(pathFor('contact', 'tr'));
  const content = defaultContent('tr').contact;
  const form = page.locator('[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(form);
  await expectNoViolations(page);
  await page.getByLabel(content.nameLabel).fill('Deniz Kaya');
  await page.getByLabel(content.phoneLabel, { exact: true }).fill('+90 532 000 00 00');
  await page.getByLabel(content.subjectLabel).fill('Teklif');
  await page.getByLabel(content.messageLabel).fill('Merhaba');
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: content.sendButtonText }).click();
  await expect(page.locator('[data-contact-alert="notSent"]')).toBeVisible();
  await expectNoViolations(page);
});

test('the answer to a native post the server refuses has no axe violations, and keeps the values once hydrated', async ({ page }) => {
  const content = defaultContent('en').contact;
  const typed = { name: 'Deniz Kaya', phone: '+90 532 000 00 00', email: 'a@b', subject: 'Quote', message: '   ', website: '' };
  await page.goto(pathFor('contact', 'en'));
  // The browser's own native post (form.submit() skips the island's handler), as without JavaScript.
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.evaluate(
    ({ action, fields }) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action });
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    { action: pathFor('contactSend', 'en'), fields: typed },
  );
  expect((await answer).status()).toBe(400);
  const form = page.locator('[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(form);
  await expect(page.getByLabel(content.emailLabel, { exact: true })).toHaveValue('a@b');
  await expect(page.getByLabel(content.emailLabel, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
});

test('the open menu has no axe violations', async ({ page, isMobile }) => {
  await page.goto(pathFor('about', 'en'));
  if (isMobile) {
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('[data-site-menu]')).toBeVisible();
    await page.locator('[data-site-menu] [data-submenu] > summary').click();
  } else {
    await page.locator('[data-site-menu] .dropdown').first().hover();
    await expect(page.locator('[data-site-menu] .dropdown [popover]').first()).toBeVisible();
  }
  await expectNoViolations(page);
});
