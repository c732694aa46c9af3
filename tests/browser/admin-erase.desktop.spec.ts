/**
 * A visitor's erasure from the inbox, against the real server and its
 * store (admin-server.ts: forty-five requests, every other one from the same office phone):
 * a card's Delete opens a modal dialog naming the request's e-mail and phone; Cancel erases
 * nothing; the addresses ticked go to the staff API, and the inbox reloads without every
 * request of them and says how many went. No axe violations with the dialog open (at 375 px:
 * admin.mobile.spec.ts; what is erased does not depend on the width).
 */
import type { Page } from '@playwright/test';
import { adminApi } from '../../src/i18n/routes';
import type { InboxItem } from '../../src/admin-api/contract';
import { erasedText, matchingText, requestStrings } from '../../src/islands/admin/request-strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { cards, eraseDialog, signedIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

const tr = requestStrings.tr;

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const digits = (phone: string) => phone.replace(/\D/g, '');
const card = (page: Page, id: string) => page.locator(`[data-inbox] article[data-request-id="${id}"]`);

async function openErase(page: Page, item: InboxItem) {
  await card(page, item.id).getByRole('button', { name: tr.erase.open, exact: true }).click();
  await expect(eraseDialog(page)).toBeVisible();
}

test('Delete asks first, then erases every request of the addresses ticked and says how many', async ({ page, adminServer }) => {
  await signedIn(page, staff, 'contact');
  // Every request, newest first, as the store lists them.
  await page.locator('[data-filter="all"]').check();
  const before = await adminServer.requests();
  const shown = before.filter((item) => !item.solved);
  // The newest open request with an e-mail whose phone other requests share too.
  const target = shown.find((item) => item.email && before.filter((other) => digits(other.phone) === digits(item.phone)).length > 1)!;
  await expect(card(page, target.id)).toBeVisible();

  // The dialog names both addresses, ticked; Cancel closes it, erases nothing and gives focus back.
  await openErase(page, target);
  const byEmail = eraseDialog(page).getByRole('checkbox', { name: fill(tr.erase.byEmail, { email: target.email }) });
  const byPhone = eraseDialog(page).getByRole('checkbox', { name: fill(tr.erase.byPhone, { phone: target.phone }) });
  await expect(byEmail).toBeChecked();
  await expect(byPhone).toBeChecked();
  // Before anything goes, how many requests each address holds: a shared office phone shows here.
  const samePhone = before.filter((other) => digits(other.phone) === digits(target.phone)).length;
  const sameEmail = before.filter((other) => other.email.toLowerCase() === target.email.toLowerCase()).length;
  expect(samePhone).toBeGreaterThan(sameEmail);
  await expect(byPhone.locator('xpath=..')).toContainText(matchingText(tr, 'tr', samePhone));
  await expect(byEmail.locator('xpath=..')).toContainText(matchingText(tr, 'tr', sameEmail));
  await expect(eraseDialog(page)).toContainText(tr.erase.intro);
  await expectNoAxeViolations(page);
  await eraseDialog(page).getByRole('button', { name: tr.erase.cancel }).click();
  await expect(eraseDialog(page)).toBeHidden();
  await expect(card(page, target.id).getByRole('button', { name: tr.erase.open, exact: true })).toBeFocused();
  expect(await adminServer.requests()).toHaveLength(before.length);

  // Nothing ticked: nothing is sent, and the dialog says why.
  let posts = 0;
  page.on('request', (request) => {
    // Erasures only: opening the dialog counts first (a dry run).
    if (new URL(request.url()).pathname === adminApi.contactErasure && request.postDataJSON()?.dryRun !== true) posts++;
  });
  await openErase(page, target);
  await byEmail.uncheck();
  await byPhone.uncheck();
  await eraseDialog(page).getByRole('button', { name: tr.erase.confirm }).click();
  await expect(eraseDialog(page).getByRole('alert')).toHaveText(tr.erase.noneChosen);
  expect(posts).toBe(0);

  // The e-mail alone: that one request goes.
  await byEmail.check();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === adminApi.contactErasure);
  await eraseDialog(page).getByRole('button', { name: tr.erase.confirm }).click();
  expect((await answer).request().postDataJSON()).toEqual({ addresses: [target.email] });
  expect(await (await answer).json()).toEqual({ erased: 1 });
  await expect(eraseDialog(page)).toBeHidden();
  await expect(page.locator('[data-admin-announcement]')).toHaveText(erasedText(tr, 'tr', 1));
  await expect(card(page, target.id)).toHaveCount(0);
  await expect(page.locator('[data-inbox-results]')).toBeFocused();
  expect((await adminServer.requests()).map((item) => item.id)).not.toContain(target.id);

  // Both addresses of another request of that phone: every request of the phone goes.
  const remaining = await adminServer.requests();
  const next = remaining.find((item) => !item.solved && digits(item.phone) === digits(target.phone))!;
  const hers = remaining.filter(
    (item) => digits(item.phone) === digits(next.phone) || (next.email !== '' && item.email.toLowerCase() === next.email.toLowerCase()),
  );
  expect(hers.length).toBeGreaterThan(1);
  await openErase(page, next);
  await eraseDialog(page).getByRole('button', { name: tr.erase.confirm }).click();
  await expect(page.locator('[data-admin-announcement]')).toHaveText(erasedText(tr, 'tr', hers.length));
  const after = await adminServer.requests();
  expect(after).toHaveLength(remaining.length - hers.length);
  expect(after.filter((item) => digits(item.phone) === digits(next.phone))).toEqual([]);
  await expect(cards(page).first()).toBeVisible();
  for (const gone of hers.slice(0, 5)) await expect(card(page, gone.id)).toHaveCount(0);
});
