/** Answering a request from the inbox at 375 px, in both admin languages (inbox-reply.ts walks it). */
import { requestStrings } from '../../src/islands/admin/request-strings';
import { expect } from './admin-server';
import { cards } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { answersFromTheInbox, replyTest as test } from './inbox-reply';

for (const [lang, locale] of [
  ['tr', 'tr-TR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });
    test(`a reply from a template reaches the visitor, a failed one is shown and sent again`, async ({ page, smtp }) => {
      await answersFromTheInbox(page, smtp, lang);
      // A composer open with a template chosen, and the replies listed: nothing wider than the phone, no axe violations.
      const third = cards(page).and(page.locator('[data-request-id="req-003"]'));
      await third.getByText(requestStrings[lang].reply.open, { exact: true }).click();
      await third.getByLabel(requestStrings[lang].reply.template).selectOption({ index: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
    });
  });
}
