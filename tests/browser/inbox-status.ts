/**
 * A request followed through the inbox, as the desktop and phone specs run it in each admin
 * language, in one load: the view waiting for an answer (oldest first, with the wait), each view's
 * count on its tab, "answered by phone", a status set to lost with its reason (refused without
 * one), and the views that then hold it, kept in the address across a reload.
 */
import type { Page } from '@playwright/test';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { statusStrings } from '../../src/islands/admin/status-strings';
import { expect, staff } from './admin-server';
import { cards, signedIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

/** The store this runs on: five requests, one every 7 hours back from an hour ago; the fifth won (seeded-store.ts). */
export const STATUS_SEED = { account: true, requests: 5 } as const;

const counts = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('[data-filter]')
      .evaluateAll((radios) =>
        radios.map((radio) => [
          radio.getAttribute('data-filter'),
          radio.parentElement?.querySelector('[data-filter-count]')?.getAttribute('data-filter-count'),
        ]),
      ),
  );

export async function followARequest(page: Page, lang: AdminLang, press: 'click' | 'tap', checkLayout: (page: Page) => Promise<void>) {
  const texts = requestStrings[lang];
  const status = statusStrings[lang];
  const patches: unknown[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.postDataJSON()));
  await signedIn(page, staff, 'contact', lang);
  const views = page.getByRole('group', { name: texts.inbox.filterLabel });
  await expect(views.getByRole('radio', { name: texts.inbox.filters.waiting })).toBeChecked();
  await expect(cards(page)).toHaveCount(4);
  await expect.poll(() => counts(page)).toEqual({ waiting: '4', inProgress: '0', closed: '1', all: '5' });
  // Oldest first, each with how long it has waited.
  const created = await cards(page).evaluateAll((all) => all.map((card) => card.querySelector('time')!.getAttribute('datetime')!));
  expect(created).toEqual([...created].sort());
  await expect(cards(page).locator('[data-request-waiting]')).toHaveCount(4);
  await checkLayout(page);

  const card = cards(page).first();
  await card.getByRole('button', { name: status.answeredByPhone })[press]();
  await expect(card).toHaveAttribute('data-status', 'answered');
  await expect(card.locator('[data-request-first-answer="phone"]')).toContainText(status.channels.phone);
  await expect(card.getByRole('button', { name: status.answeredByPhone })).toHaveCount(0);
  await expect(page.locator('[data-admin-announcement]')).toContainText(status.answerRecorded.split('”')[1]!.trim());
  await expect.poll(() => counts(page)).toEqual({ waiting: '3', inProgress: '1', closed: '1', all: '5' });

  // Lost needs its reason: the native form refuses to send without one.
  await card.getByLabel(status.state, { exact: true }).selectOption('lost');
  const reason = card.getByLabel(status.lostReason, { exact: true });
  await expect(reason).toBeVisible();
  await card.getByRole('button', { name: status.setStatus })[press]();
  expect(await reason.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  await reason.selectOption('otherFirm');
  await checkLayout(page);
  await card.getByRole('button', { name: status.setStatus })[press]();
  await expect(card).toHaveAttribute('data-status', 'lost');
  await expect(card).toHaveAttribute('data-solved', 'true');
  await expect(card.locator('[data-request-state]')).toHaveText(
    `${status.state}: ${status.statuses.lost}: ${status.lostReasons.otherFirm}`,
  );
  await expect(card.locator('[data-request-closed]')).toContainText(staff.email);
  await expect(page.locator('[data-admin-announcement]')).toContainText(`${status.statuses.lost}.`);
  await expect.poll(() => counts(page)).toEqual({ waiting: '3', inProgress: '0', closed: '2', all: '5' });
  expect(patches).toEqual([{ answered: 'phone' }, { status: 'lost', lostReason: 'otherFirm' }]);

  const id = await card.getAttribute('data-request-id');
  await views.getByRole('radio', { name: texts.inbox.filters.closed })[press]();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator(`[data-request-id="${id}"]`)).toHaveAttribute('data-status', 'lost');
  await expect(cards(page).locator('[data-request-waiting]')).toHaveCount(0);
  // The view is the address's: a reload opens it again.
  await expect(page).toHaveURL(/[?&]status=closed(&|$)/);
  await page.reload();
  await expect(views.getByRole('radio', { name: texts.inbox.filters.closed })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await views.getByRole('radio', { name: texts.inbox.filters.inProgress })[press]();
  await expect(page.locator('[data-inbox-empty]')).toHaveText(texts.inbox.empty.inProgress);
  await expectNoAxeViolations(page);
}
