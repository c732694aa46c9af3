/** Answering a request from the inbox at 375 px, in both admin languages (inbox-reply.ts walks it). */
import { expect } from './admin-server';
import { answersFromTheInbox, replyTest as test } from './inbox-reply';

for (const [lang, locale] of [
  ['tr', 'tr-TR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });
    test(`a reply from a template reaches the visitor, a failed one is shown and sent again`, async ({ page, smtp }) => {
      await answersFromTheInbox(page, smtp, lang);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
}
