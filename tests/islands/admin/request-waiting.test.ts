/** An open request's card says how long it has waited in business hours, as the staff API counted it, in the admin's language. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../../src/admin-api/contract';
import type { AdminLang } from '../../../src/i18n/admin-languages';
import { RequestCard } from '../../../src/islands/admin/RequestCard';
import { formatWait, requestStrings, waitText } from '../../../src/islands/admin/request-strings';
import { formatDateTime } from '../../../src/islands/admin/strings';
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

describe("an open request's wait", () => {
  it('says the business hours and minutes it has waited, in each admin language', () => {
    const waiting = inboxItem({ waited: 500 });
    expect(card(waiting, 'en')).toContain('data-request-waiting="500"');
    expect(card(waiting, 'en')).toContain('8\u00a0h 20\u00a0min of business hours');
    expect(card(waiting, 'tr')).toContain('iş saatleriyle 8\u00a0sa 20\u00a0dk');
  });

  it('says when a request came outside business hours, and from when its wait counts', () => {
    const monday = '2026-11-30T05:30:00.000Z';
    const notYet = inboxItem({ waited: 0, waitStarts: monday });
    expect(card(notYet, 'en')).toContain(`data-wait-starts="${monday}"`);
    expect(waitText({ waited: 0, waitStarts: monday }, 'en')).toBe(
      `not counted yet: it came outside business hours; counting starts ${formatDateTime(monday, 'en')}`,
    );
    expect(waitText({ waited: 140, waitStarts: monday }, 'tr')).toBe(
      `iş saatleriyle 2\u00a0sa 20\u00a0dk (mesai dışında geldi; ${formatDateTime(monday, 'tr')} itibarıyla sayılıyor)`,
    );
    expect(waitText({ waited: 140 }, 'en')).toBe('2\u00a0h 20\u00a0min of business hours');
  });

  it('says nothing of a wait the staff API did not count (a solved request, an office without hours)', () => {
    expect(card(inboxItem({ solved: true, solvedDate: '2026-11-30T08:00:00.000Z' }), 'en')).not.toContain('data-request-waiting');
  });

  it('says a wait under an hour in minutes alone, and long waits in hours', () => {
    expect(formatWait(45, requestStrings.en)).toBe('45\u00a0min');
    expect(formatWait(0, requestStrings.en)).toBe('0\u00a0min');
    expect(formatWait(1_505, requestStrings.tr)).toBe('25\u00a0sa 5\u00a0dk');
  });
});
