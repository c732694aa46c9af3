/**
 * Where a request stands on its card, in each admin language: the status it has, chosen in a
 * native select of every status; the lost reason's select only while lost is chosen; "answered by
 * phone" only until a first answer is recorded, which the card then says with how it was given.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../../src/admin-api/contract';
import { requestStatuses } from '../../../src/admin-api/request-status';
import { adminLanguages, type AdminLang } from '../../../src/i18n/admin-languages';
import { RequestCard } from '../../../src/islands/admin/RequestCard';
import { requestStrings } from '../../../src/islands/admin/request-strings';
import { statusStrings } from '../../../src/islands/admin/status-strings';
import { inboxItem } from '../../fixtures/inbox-item';

const card = (item: InboxItem, lang: AdminLang) =>
  renderToStaticMarkup(
    createElement(RequestCard, {
      item,
      lang,
      strings: requestStrings[lang],
      onChanged: () => {},
      onErased: () => {},
      announce: () => {},
      handleError: () => false,
    }),
  );

const lost = inboxItem({
  status: 'lost',
  lostReason: 'price',
  solved: true,
  solvedDate: '2026-11-30T08:00:00.000Z',
  solvedBy: 'satis@example.com',
  firstAnswer: { date: '2026-11-26T08:00:00.000Z', by: 'satis@example.com', channel: 'phone' },
});

describe("a request's status on its card", () => {
  for (const lang of adminLanguages) {
    const texts = statusStrings[lang];
    it(`offers every status in a native select, the request's chosen, and answered by phone while unanswered (${lang})`, () => {
      const html = card(inboxItem(), lang);
      for (const status of requestStatuses) expect(html).toContain(`<option value="${status}"`);
      expect(html).toMatch(/<option value="new" selected="">/);
      expect(html).toContain(`>${texts.setStatus}</button>`);
      expect(html).toContain(texts.answeredByPhone);
      expect(html).not.toContain('data-request-lost-reason');
      expect(html).not.toContain('data-request-first-answer');
    });

    it(`shows a lost request's reason, its first answer and when it closed, without answered by phone (${lang})`, () => {
      const html = card(lost, lang);
      expect(html).toContain('data-request-lost-reason');
      expect(html).toMatch(/<option value="price" selected="">/);
      expect(html).toContain(`${texts.statuses.lost}<span data-request-lost-reason-shown="true">: ${texts.lostReasons.price}</span>`);
      expect(html).toContain(`data-request-first-answer="phone"`);
      expect(html).toContain(texts.channels.phone);
      expect(html).toContain('data-request-closed');
      expect(html).not.toContain(texts.answeredByPhone);
    });
  }
});
