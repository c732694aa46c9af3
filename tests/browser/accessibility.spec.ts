/**
 * WCAG 2.2 AA (DECISIONS.md "Quality bars"), at both widths, in the states a visitor can put a
 * page in (open mobile menu, contact form alerts, open dropdown) and on the admin's sign-in;
 * every kind of page as it loads: page-kinds.ts. HTML_CodeSniffer (pa11y) checks one page
 * of every kind too: accessibility-pa11y.desktop.spec.ts.
 */
import { loadContent } from '../../src/content/loader';
import { expect, test } from '@playwright/test';
import { adminPath, contactEndpoint, pathFor } from '../../src/i18n/routes';
import { fillContactRequest } from './contact-form-page';
import { hydrated } from './hydration';
import { expectNoAxeViolations } from './axe';

// Every public page kind at both widths: page-kinds.ts. The admin's screens behind the
// sign-in: admin.*.spec.ts. Its sign-in screen, the first thing staff see:
test('the admin sign-in has no axe violations', async ({ page }) => {
  await page.goto(adminPath('dashboard'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The sign-in form, or the command that creates the first account where there is none.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the contact form and its "not sent" alert have no axe violations', async ({ page }) => {
  await page.route(`**${contactEndpoint}`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.clock.install();
  await page.goto(pathFor('contact', 'tr'));
  const content = loadContent('tr').contact;
  const form = page.locator('[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  await hydrated(form);
  await expectNoAxeViolations(page);
  await fillContactRequest(page, 'tr');
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: content.sendButtonText }).click();
  await expect(page.locator('[data-contact-alert="notSent"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the answer to a native post the server refuses has no axe violations, and keeps the values once hydrated', async ({ page }) => {
  const content = loadContent('en').contact;
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
  await expectNoAxeViolations(page);
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
  await expectNoAxeViolations(page);
});
