/**
 * The menu at 375 px (SPEC §2, §4): platform HTML, so every check holds before any script and
 * with JavaScript off, but Tab's circle in the open panel (a few lines of inline script). The
 * hamburger toggles the panel, Esc and choosing an item close it, submenus expand by their
 * arrow, Tab goes round the open menu until it is closed.
 */
import { expect, test, type Page } from '@playwright/test';
import { getPageFrame } from '../../src/content/operations';
import { languages, locale, pathFor, routeName, type Lang } from '../../src/i18n/routes';
import { telHref } from '../../src/lib/tel-href';
import { axExpanded } from './accessibility-tree';
import { settledWithoutInteraction, trackRequests } from './page-load';
import { backgroundAlpha } from './styles';
import { expectEachNameStartsWithItsText } from './label-in-name';

const panel = (page: Page) => page.locator('[data-site-menu]');
const toggle = (page: Page) => page.locator('[data-menu-toggle]');

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pathFor('about', 'tr'));
  });

  test('the menu is closed and the header opaque below 768 px', async ({ page }) => {
    await expect(panel(page)).toBeHidden();
    expect(await axExpanded(page, '[data-menu-toggle]')).toBe(false);
    expect(await backgroundAlpha(page.locator('[data-site-header]'))).toBe(1);
  });

  test('the hamburger opens the menu, shows a close icon, and closes it again', async ({ page }) => {
    await openMenu(page);
    expect(await axExpanded(page, '[data-menu-toggle]')).toBe(true);
    await expect(toggle(page).locator('.menu-icon-close')).toBeVisible();
    await expect(toggle(page).locator('.menu-icon-open')).toBeHidden();
    await toggle(page).click();
    await expect(panel(page)).toBeHidden();
    expect(await axExpanded(page, '[data-menu-toggle]')).toBe(false);
    await expect(toggle(page).locator('.menu-icon-open')).toBeVisible();
  });

  test('Esc closes the menu and returns focus to the hamburger', async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('a tap outside the panel closes it', async ({ page }) => {
    await openMenu(page);
    await page.locator('[data-site-header]').click({ position: { x: 200, y: 10 } });
    await expect(panel(page)).toBeHidden();
  });

  test('choosing an item navigates with the menu closed, also when the visitor comes back', async ({ page, baseURL }) => {
    await openMenu(page);
    await panel(page).getByRole('link', { name: 'Projeler' }).click();
    await expect(page).toHaveURL(new URL(pathFor('projects', 'tr'), baseURL).href);
    await expect(panel(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new URL(pathFor('about', 'tr'), baseURL).href);
    await expect(panel(page)).toBeHidden();
  });

  test("the open menu's language switch (code and name) is named by what it shows first (WCAG 2.5.3)", async ({ page }) => {
    await openMenu(page);
    await expectEachNameStartsWithItsText(panel(page).locator('[data-language-switch]:visible'));
  });

  test('the open menu marks the current page', async ({ page }) => {
    await openMenu(page);
    await expect(panel(page).locator('a[aria-current="page"]:visible')).toHaveText('Kurumsal');
  });

  test('a submenu expands and collapses by its arrow', async ({ page }) => {
    await openMenu(page);
    const arrow = panel(page).locator('[data-submenu] > summary');
    const press = panel(page).locator('[data-submenu]').getByRole('link', { name: 'Basında Biz' });
    await expect(arrow).toHaveAccessibleName('Kurumsal alt menüsü');
    await expect(press).toBeHidden();
    await arrow.click();
    await expect(press).toBeVisible();
    expect(await axExpanded(page, '[data-submenu] > summary')).toBe(true);
    await arrow.click();
    await expect(press).toBeHidden();
  });

  test('the open menu keeps focus: Tab goes round the hamburger and the panel, Shift+Tab back, until Esc closes it', async ({ page }) => {
    await openMenu(page);
    await expect(toggle(page)).toBeFocused();
    // What the open menu holds, in Tab's order: the hamburger (which closes it), then the panel's controls shown.
    const stops = [toggle(page), ...(await panel(page).locator('a:visible, button:visible, summary:visible').all())];
    expect(stops.length).toBeGreaterThan(5);
    // Twice round: past the panel's last control, back to the hamburger, never the page behind or the browser.
    const round = [...stops.slice(1), stops[0]!];
    for (const stop of [...round, ...round, stops[1]!]) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
    }
    for (const stop of [stops[0]!, ...stops.slice(1).reverse(), stops[0]!]) {
      await page.keyboard.press('Shift+Tab');
      await expect(stop).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('the open panel offers the phone number, a quote request and the language switch', async ({ page }) => {
    await openMenu(page);
    const phone = getPageFrame('tr').header.phone!;
    await expect(panel(page).locator('[data-menu-phone]')).toHaveAttribute('href', telHref(phone));
    await expect(panel(page).getByRole('link', { name: routeName('contactQuote', 'tr') })).toHaveAttribute(
      'href',
      pathFor('contactQuote', 'tr'),
    );
    for (const other of languages.filter((lang) => lang !== 'tr'))
      await expect(panel(page).locator(`[data-language-switch][hreflang="${locale(other).tag}"]`)).toHaveAttribute(
        'href',
        pathFor('about', other),
      );
  });

  test('the header offers tap-to-call on every page at 375 px', async ({ page }) => {
    await expect(page.locator('[data-call-action]')).toBeVisible();
    await expect(page.locator('[data-call-action]')).toHaveAttribute('href', telHref(getPageFrame('tr').header.phone!));
  });
});

test('the menu works before any island code arrives: a tap while every script is held opens it', async ({ page }) => {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\.m?js(\?|$)/, (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  // The home page has islands (slider, references); the menu must not wait for them.
  await page.goto(pathFor('home', 'en'), { waitUntil: 'domcontentloaded' });
  await openMenu(page);
  await panel(page).locator('[data-submenu] > summary').click();
  await expect(panel(page).getByRole('link', { name: 'Press' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  expect(held.length, 'the home page asked for island code, and none of it arrived').toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((release) => release()));
  // The islands that hydrate on their own have (the slider): the menu still opens beside them.
  await expect(page.locator('astro-island[ssr][client="idle"]')).toHaveCount(0);
  await openMenu(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages as readonly Lang[]) {
    test(`the menu opens, expands a submenu and navigates (${lang})`, async ({ page, baseURL }) => {
      await page.goto(pathFor('references', lang));
      await openMenu(page);
      const about = getPageFrame(lang).header.menuItems.find((item) => item.subMenu)!;
      const press = about.subMenu!.find((sub) => sub.url === pathFor('press', lang))!;
      await panel(page).locator('[data-submenu] > summary').click();
      await panel(page).locator('[data-submenu]').getByRole('link', { name: press.text }).click();
      await expect(page).toHaveURL(new URL(pathFor('press', lang), baseURL).href);
      await expect(panel(page)).toBeHidden();
    });
  }
});

for (const path of [pathFor('about', 'tr'), pathFor('projects', 'en'), pathFor('references', 'tr'), pathFor('news', 'en')]) {
  test(`${path}, a menu-only page, requests no JavaScript at 375 px, the menu opened`, async ({ page }) => {
    const requests = trackRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await openMenu(page);
    await settledWithoutInteraction(page, requests);
    expect(scripts).toEqual([]);
  });
}
