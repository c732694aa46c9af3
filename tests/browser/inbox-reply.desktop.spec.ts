/** Answering a request from the inbox at 1280 px, in both admin languages (inbox-reply.ts walks it). */
import { answersFromTheInbox, replyTest as test } from './inbox-reply';

for (const [lang, locale] of [
  ['tr', 'tr-TR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });
    test(`a reply from a template reaches the visitor, a failed one is shown and sent again`, async ({ page, smtp }) => {
      await answersFromTheInbox(page, smtp, lang);
    });
  });
}
