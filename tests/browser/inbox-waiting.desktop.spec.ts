/**
 * Each open request in the inbox says how long it has waited in the business hours of the
 * office its language's pages lead with, in the admin's language (and, when it came outside those
 * hours, from when its wait counts); a solved one says nothing.
 */
import { getContent } from '../../src/content/loader';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { requestStrings, waitText } from '../../src/islands/admin/request-strings';
import { businessMinutesBetween, nextOpening } from '../../src/lib/business-time';
import { leadOfficeHours } from '../../src/lib/opening-hours-text';
import { expect, staff, test } from './admin-server';
import { cards, signedIn } from './admin-ui';

// One every 7 hours back from an hour ago (seeded-store.ts): the fifth is solved.
test.use({ adminSeed: { account: true, requests: 5 } });

for (const [lang, locale] of [
  ['tr', 'tr-TR'],
  ['en', 'en-GB'],
] as const satisfies readonly (readonly [AdminLang, string])[]) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test('an open request shows its wait in its office’s business hours; a solved one shows none', async ({ page }) => {
      const before = new Date();
      await signedIn(page, staff, 'contact', lang);
      await page.locator('[data-filter="all"]').check();
      const texts = requestStrings[lang];
      await expect(cards(page)).toHaveCount(5);
      let open = 0;
      for (const card of await cards(page).all()) {
        const created = new Date((await card.locator('time').first().getAttribute('datetime'))!);
        const waiting = card.locator('[data-request-waiting]');
        if ((await card.getAttribute('data-solved')) === 'true') {
          await expect(waiting).toHaveCount(0);
          continue;
        }
        const requestLang = (await card.locator('[data-request-lang]').textContent()) === texts.request.languages.en ? 'en' : 'tr';
        const office = leadOfficeHours(getContent(requestLang).contact)!;
        // The staff API counted it between the two moments this test knows.
        const minutes = Number(await waiting.getAttribute('data-request-waiting'));
        expect(minutes).toBeGreaterThanOrEqual(Math.floor(businessMinutesBetween(created, before, office)));
        expect(minutes).toBeLessThanOrEqual(Math.floor(businessMinutesBetween(created, new Date(), office)));
        // Never more than the time since it arrived.
        expect(minutes).toBeLessThanOrEqual((Date.now() - created.getTime()) / 60_000);
        // A request that came outside the hours says so, and from when it counts: the office's next opening.
        const starts = await waiting.getAttribute('data-wait-starts');
        const opening = nextOpening(created, office);
        expect(starts).toBe(opening > created ? opening.toISOString() : null);
        await expect(waiting).toHaveText(waitText({ waited: minutes, ...(starts ? { waitStarts: starts } : {}) }, lang));
        await expect(card.locator('dt', { hasText: texts.request.waiting })).toBeVisible();
        open += 1;
      }
      expect(open).toBe(4);
    });
  });
}
