/**
 * WCAG 2.2 AA (DECISIONS.md "Quality bars"): zero axe violations on every kind of page in both
 * languages, at both widths, and in the states a visitor can put a page in (open mobile menu,
 * contact form alerts, open dropdown).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getProjectsData } from '../../src/content/operations';
import { contactEndpoint, languages, pathFor } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { defaultContent } from '../../src/content/defaults';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** One page of each route key and language; a project with images and one without. */
function pagesToCheck() {
  const seen = new Set<string>();
  const noImages = new Set(languages.flatMap((lang) => getProjectsData(lang).projects.filter((p) => p.project.imageSources.length === 0).map((p) => p.project.url)));
  return sitePages().filter((page) => {
    const kind = `${page.key}:${page.lang}:${page.key === 'projectDetail' && noImages.has(page.id ?? '') ? 'bare' : ''}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

for (const sitePage of pagesToCheck()) {
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
  await expect(page.locator('astro-island:has([data-contact-form])')).not.toHaveAttribute('ssr', '');
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

test('the open menu has no axe violations', async ({ page, isMobile }) => {
  await page.goto(pathFor('about', 'en'));
  if (isMobile) {
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('[data-menu-panel]')).toBeVisible();
  } else {
    await page.locator('[data-desktop-menu] .dropdown').first().hover();
    await expect(page.locator('[data-desktop-menu] [popover]').first()).toBeVisible();
  }
  await expectNoViolations(page);
});
