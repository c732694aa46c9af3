/**
 * The admin island (inbox and dashboard) at 1280 px: sign-in (wrong credentials, too many attempts,
 * setup), the dashboard's figures, the inbox (filter, mark solved / reopen, load more, CSV),
 * sign-out and an expired session, in TR and EN, axe. Each test has the real server and a
 * store of its own (admin-server.ts), seeded with forty-five requests unless it says otherwise.
 */
import type { Page } from '@playwright/test';
import { getSiteSettings } from '../../src/content/operations';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi as adminApiPaths, adminPath, routeName } from '../../src/i18n/routes';
import type { InboxItem } from '../../src/admin-api/contract';
import { notificationText, requestStrings } from '../../src/islands/admin/request-strings';
import { statusStrings } from '../../src/islands/admin/status-strings';
import { fill, formatDateTime, tryAgainIn } from '../../src/islands/admin/strings';
import { expect, PAGE_SIZE, staff, test, type AdminServer } from './admin-server';
import { cards, openAdmin, signedIn, submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

const tr = requestStrings.tr;
const en = requestStrings.en;
const TIME_ZONE = 'Europe/Istanbul';

// Playwright's browsers prefer en-US by default; the staff's browsers here are Turkish.
test.use({ timezoneId: TIME_ZONE, locale: 'tr-TR' });

/** The account allows a few wrong passwords (src/server/admin/sign-in-throttle.ts), then locks. */
const FREE_ATTEMPTS = 5;

/** Signs in wrongly until the account is locked; resolves with the refused sign-in's Retry-After. */
async function lockOut(page: Page, lang: AdminLang, wrongAttemptsSoFar = 0): Promise<number> {
  const signIns = () => page.waitForResponse((r) => new URL(r.url()).pathname === adminApiPaths.session && r.request().method() === 'POST');
  for (let attempt = wrongAttemptsSoFar; attempt <= FREE_ATTEMPTS; attempt++) {
    const answer = signIns();
    await submitSignIn(page, lang, staff.email, `yanlış-parola-${attempt}`);
    expect((await answer).status()).toBe(401);
  }
  const refused = signIns();
  await submitSignIn(page, lang, staff.email, staff.password);
  const response = await refused;
  expect(response.status()).toBe(429);
  return Number(response.headers()['retry-after']);
}

/** What the dashboard shows for when the build's content was exported. */
const exportedAtText = (server: AdminServer, lang: AdminLang) =>
  server.facts.contentExportedAt === null
    ? requestStrings[lang].dashboard.neverExported
    : formatDateTime(server.facts.contentExportedAt, lang, TIME_ZONE);

/** The requests waiting for an answer, as the inbox opens on them: oldest first. */
const waiting = (items: InboxItem[]) => items.filter((item) => item.status === 'new').reverse();

test.describe('sign-in (TR, the default)', () => {
  test('wrong credentials: one generic message, announced, and no session', async ({ page }) => {
    await openAdmin(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await submitSignIn(page, 'tr', staff.email, 'yanlış-parola');
    await expect(page.getByRole('alert')).toHaveText(tr.signIn.invalid);
    // The same words for an unknown e-mail: the form does not tell which one was wrong.
    await submitSignIn(page, 'tr', 'kimse@example.com', staff.password);
    await expect(page.getByRole('alert')).toHaveText(tr.signIn.invalid);
    await expect(page.getByRole('heading', { name: 'dashboard works!' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('a browser that prefers neither language', () => {
    test.use({ locale: 'de-DE' });
    test('gets Turkish', async ({ page }) => {
      await openAdmin(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(page.getByRole('heading', { level: 1, name: tr.signIn.header })).toBeVisible();
      await expect(page.getByLabel(tr.signIn.password, { exact: true })).toBeVisible();
    });
  });

  test('too many attempts: "try again in N minutes" from Retry-After, even with the right password', async ({ page }) => {
    await openAdmin(page);
    const retryAfterSeconds = await lockOut(page, 'tr');
    expect(retryAfterSeconds).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveText(tryAgainIn(tr, 'tr', Math.ceil(retryAfterSeconds / 60)));
    await expect(page.getByRole('heading', { name: 'dashboard works!' })).toHaveCount(0);
  });

  test('signed in: the dashboard keeps "dashboard works!" and shows the three figures', async ({ page, adminServer }) => {
    await signedIn(page, staff);
    const items = await adminServer.requests();
    await expect(page.locator('[data-admin-figure="open"]')).toHaveText(
      `${tr.dashboard.open}${items.filter((item) => !item.solved).length}`,
    );
    await expect(page.locator('[data-admin-figure="thisWeek"]')).toHaveText(`${tr.dashboard.thisWeek}${await adminServer.thisWeek()}`);
    await expect(page.locator('[data-admin-figure="snapshotExportedAt"] dd')).toHaveText(exportedAtText(adminServer, 'tr'));
    await expect(page.locator('[data-admin-user]')).toHaveText(staff.displayName);
    await expectNoAxeViolations(page);
  });
});

test.describe('before the first staff account', () => {
  test.use({ adminSeed: { account: false, requests: 0 } });

  test("says the site is not set up yet, in the admin's language, and shows visitors no operator's command", async ({ page }) => {
    await openAdmin(page);
    const setup = page.locator('[data-admin-setup]');
    await expect(page.getByRole('heading', { level: 1, name: tr.setupHeader })).toBeFocused();
    await expect(setup).toHaveText(`${tr.setupHeader}${tr.setupText}`);
    await expect(page.getByLabel(tr.signIn.password, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: tr.switchLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(setup).toHaveText(`${en.setupHeader}${en.setupText}`);
    // The command is the operator's, in the server's log: nothing of it reaches the page.
    await expect(page.locator('body')).not.toContainText('admin:user');
    await expect(page.locator('code')).toHaveCount(0);
  });
});

test.describe('the outlet', () => {
  test('moves between its two children without a reload, with history and deep links', async ({ page }) => {
    await signedIn(page, staff);
    const nav = page.getByRole('navigation', { name: tr.navLabel });
    await expect(nav.getByRole('link', { name: tr.nav.dashboard })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await nav.getByRole('link', { name: tr.nav.contact }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${adminPath('contact')}$`));
    await expect(nav.getByRole('link', { name: tr.nav.contact })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'dashboard works!' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The session is a cookie: a reload at /admin/i opens the inbox straight away.
    await page.goto(adminPath('contact'));
    await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeVisible();
  });
});

test.describe('the inbox', () => {
  test('lists the requests waiting for an answer oldest first with every field, links and dates in TR', async ({ page, adminServer }) => {
    await signedIn(page, staff, 'contact');
    const openItems = waiting(await adminServer.requests());
    expect(new Set(openItems.map((item) => item.notification?.state)).size, 'every notification state is on the first page').toBe(4);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('radio', { name: tr.inbox.filters.waiting })).toBeChecked();
    const shownIds = await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('data-request-id')));
    expect(shownIds).toEqual(openItems.slice(0, PAGE_SIZE).map((r) => r.id));
    for (const item of openItems.slice(0, 7)) {
      const card = page.locator(`[data-request-id="${item.id}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.subject);
      await expect(card.locator('[data-request-name]')).toHaveText(item.name);
      await expect(card.getByRole('link', { name: item.phone })).toHaveAttribute('href', `tel:${item.phone.replace(/[^+\d]/g, '')}`);
      if (item.email) await expect(card.getByRole('link', { name: item.email })).toHaveAttribute('href', `mailto:${item.email}`);
      else await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.locator('time')).toHaveText(formatDateTime(item.createDate, 'tr', TIME_ZONE));
      await expect(card.locator('[data-request-lang]')).toHaveText(tr.request.languages[item.lang]);
      await expect(card.locator('[data-request-notification]')).toHaveText(notificationText(tr, item.notification));
      await expect(card.locator('[data-request-state]')).toHaveText(`${statusStrings.tr.state}: ${statusStrings.tr.statuses.new}`);
      await expect(card.getByText(item.message.split('\n')[1] ?? '')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('filters waiting / in progress / closed / all as a radio group', async ({ page, adminServer }) => {
    await signedIn(page, staff, 'contact');
    const group = page.getByRole('group', { name: tr.inbox.filterLabel });
    await expect(group.getByRole('radio')).toHaveCount(4);
    const solved = (await adminServer.requests()).filter((r) => r.solved);
    await group.getByRole('radio', { name: tr.inbox.filters.closed }).check();
    await expect(cards(page)).toHaveCount(solved.length);
    await expect(page.locator('[data-inbox] article[data-solved="false"]')).toHaveCount(0);
    const first = solved[0]!;
    await expect(page.locator(`[data-request-id="${first.id}"]`)).toContainText(
      fill(statusStrings.tr.closedOn, { date: formatDateTime(first.solvedDate!, 'tr', TIME_ZONE), by: first.solvedBy! }),
    );
    await expect(page.locator('[data-load-more]')).toHaveCount(0);
    // Keyboard: arrows move within the group, as native radios do.
    await group.getByRole('radio', { name: tr.inbox.filters.closed }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: tr.inbox.filters.all })).toBeChecked();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.locator('[data-inbox] article[data-solved="true"]').first()).toBeVisible();
    await expect(page.locator('[data-inbox] article[data-solved="false"]').first()).toBeVisible();
    await group.getByRole('radio', { name: tr.inbox.filters.waiting }).check();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.locator('[data-inbox] article[data-solved="true"]')).toHaveCount(0);
  });

  test('"load more" brings the next pages until there are none', async ({ page, adminServer }) => {
    await signedIn(page, staff, 'contact');
    await page.getByRole('radio', { name: tr.inbox.filters.all }).check();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const cursors: (string | null)[] = [];
    page.on(
      'request',
      (r) => r.url().includes(`${adminApiPaths.contactRequests}?`) && cursors.push(new URL(r.url()).searchParams.get('cursor')),
    );
    await page.getByRole('button', { name: tr.inbox.loadMore }).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).nth(PAGE_SIZE)).toBeFocused();
    await expect(page.locator('[data-admin-announcement]')).toHaveText(fill(tr.inbox.loaded, { count: 2 * PAGE_SIZE }));
    await page.getByRole('button', { name: tr.inbox.loadMore }).click();
    const items = await adminServer.requests();
    await expect(cards(page)).toHaveCount(items.length);
    await expect(page.getByRole('button', { name: tr.inbox.loadMore })).toHaveCount(0);
    expect(cursors).toHaveLength(2);
    expect(cursors.every((cursor) => cursor !== null && cursor !== '')).toBe(true);
    const ids = await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('data-request-id')));
    expect(ids).toEqual([...items].sort((a, b) => b.createDate.localeCompare(a.createDate)).map((r) => r.id));
  });

  test('the CSV link points to the CSV route and downloads', async ({ page }) => {
    await signedIn(page, staff, 'contact');
    const link = page.getByRole('link', { name: tr.inbox.downloadCsv });
    await expect(link).toHaveAttribute('href', adminApiPaths.contactRequestsCsv);
    await expect(link).toHaveAttribute('download', '');
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });
});

test.describe('an account that only edits content', () => {
  test.use({ adminSeed: { account: true, requests: 3, permissions: ['content'] } });

  test('is offered no contact request: no inbox link, no counts, and the inbox page says why', async ({ page }) => {
    await signedIn(page, staff);
    const nav = page.getByRole('navigation', { name: tr.navLabel });
    await expect(nav.getByRole('link', { name: tr.nav.dashboard })).toBeVisible();
    await expect(nav.getByRole('link', { name: tr.nav.contact })).toHaveCount(0);
    await expect(page.locator('[data-admin-figure="snapshotExportedAt"]')).toBeVisible();
    await expect(page.locator('[data-admin-figure="open"], [data-admin-figure="thisWeek"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: tr.dashboard.toInbox })).toHaveCount(0);
    await page.goto(adminPath('contact'));
    await expect(page.locator('[data-admin-no-inbox]')).toHaveText(tr.noInbox);
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('an empty store', () => {
  test.use({ adminSeed: { account: true, requests: 0 } });

  test('an empty inbox says so', async ({ page }) => {
    await signedIn(page, staff, 'contact');
    await expect(page.locator('[data-inbox-empty]')).toHaveText(tr.inbox.empty.waiting);
  });
});

test.describe('leaving', () => {
  test('sign out ends the session on the server and returns to the sign-in form', async ({ page }) => {
    await signedIn(page, staff, 'contact');
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === adminApiPaths.session);
    await page.getByRole('button', { name: tr.signOut }).click();
    await deleted;
    await expect(page.getByRole('heading', { level: 1, name: tr.signIn.header })).toBeFocused();
    await expect(page.locator('[data-admin-announcement]')).toHaveText(tr.signedOut);
    await expect(page.getByRole('navigation', { name: tr.navLabel })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel(tr.signIn.email, { exact: true })).toBeVisible();
  });

  test('an expired session (401 on any call) returns to the sign-in form and says why', async ({ page, adminServer }) => {
    await signedIn(page, staff, 'contact');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await adminServer.endSessions();
    // click, not check: the radio is gone with the screen before it could be seen checked.
    await page.getByRole('radio', { name: tr.inbox.filters.closed }).click();
    await expect(page.getByLabel(tr.signIn.email, { exact: true })).toBeVisible();
    await expect(page.locator('[data-admin-announcement]')).toHaveText(tr.sessionExpired);
    // Signing in again lands on the screen the staff member was on.
    await submitSignIn(page, 'tr', staff.email, staff.password);
    await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeVisible();
  });
});

test.describe('in English, when the browser prefers it', () => {
  test.use({ locale: 'en-US' });

  test('sign-in and its errors speak English', async ({ page }) => {
    await openAdmin(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await submitSignIn(page, 'en', staff.email, 'wrong');
    await expect(page.getByRole('alert')).toHaveText(en.signIn.invalid);
    // The first lockout is half a minute: "1 minute".
    expect(await lockOut(page, 'en', 1)).toBeLessThanOrEqual(60);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again in 1 minute.');
  });

  test('dashboard and inbox in English with English dates', async ({ page, adminServer }) => {
    await signedIn(page, staff, 'dashboard', 'en');
    await expect(page.locator('[data-admin-figure="open"] dt')).toHaveText(en.dashboard.open);
    await expect(page.locator('[data-admin-figure="snapshotExportedAt"] dd')).toHaveText(exportedAtText(adminServer, 'en'));
    await page.getByRole('link', { name: en.nav.contact }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeVisible();
    const first = waiting(await adminServer.requests())[0]!;
    const card = page.locator(`[data-request-id="${first.id}"]`);
    await expect(card.locator('time')).toHaveText(formatDateTime(first.createDate, 'en', TIME_ZONE));
    await expect(card.locator('[data-request-lang]')).toHaveText(en.request.languages[first.lang]);
    await expect(card.getByRole('button', { name: statusStrings.en.setStatus })).toBeVisible();
    await expect(page.getByRole('group', { name: en.inbox.filterLabel })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the tab title is the admin's page title in the language it shows", async ({ page }) => {
    const title = (lang: AdminLang) => `${routeName('admin', lang)} - ${getSiteSettings(lang).companyName}`;
    await openAdmin(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(title('en'));
    await page.getByRole('button', { name: en.switchLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page).toHaveTitle(title('tr'));
  });

  test('the header switch goes back to Turkish and is remembered', async ({ page }) => {
    await signedIn(page, staff, 'contact', 'en');
    await page.getByRole('button', { name: en.switchLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: statusStrings.tr.setStatus }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: tr.inbox.filters.waiting })).toBeChecked();
  });
});
