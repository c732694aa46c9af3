/** An open request's card says how long it has waited, in the business hours of the office it went to, in the admin's language. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '../../../src/content/loader';
import type { AdminLang } from '../../../src/i18n/admin-languages';
import { RequestCard } from '../../../src/islands/admin/RequestCard';
import { adminStrings, formatWait } from '../../../src/islands/admin/strings';
import { leadOfficeHours } from '../../../src/lib/opening-hours-text';
import { inboxItem } from '../../fixtures/inbox-item';

const ankara = leadOfficeHours(getContent('tr').contact);

const card = (solved: boolean, lang: AdminLang) =>
  renderToStaticMarkup(
    createElement(RequestCard, {
      // Friday 27 November 2026, 16:00 in Ankara.
      item: inboxItem({
        id: 'istek/1',
        createDate: '2026-11-27T13:00:00.000Z',
        solved,
        solvedDate: solved ? '2026-11-30T08:00:00.000Z' : null,
      }),
      office: ankara,
      lang,
      strings: adminStrings[lang],
      onChanged: () => {},
      onErased: () => {},
      announce: () => {},
      handleError: () => false,
    }),
  );

describe("an open request's wait", () => {
  // Monday 30 November 2026, 10:50 in Ankara: Friday 2 h, Saturday 4 h, Monday 2 h 20 min.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-30T07:50:00.000Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts only the business hours of the office it went to, in each admin language', () => {
    expect(card(false, 'en')).toContain('data-request-waiting="500"');
    expect(card(false, 'en')).toContain('8 h 20 min of business hours');
    expect(card(false, 'tr')).toContain('iş saatleriyle 8 sa 20 dk');
  });

  it('says nothing of a wait once the request is solved', () => {
    expect(card(true, 'en')).not.toContain('data-request-waiting');
  });

  it('says a wait under an hour in minutes alone', () => {
    expect(formatWait(45, adminStrings.en)).toBe('45 min');
    expect(formatWait(1_505, adminStrings.tr)).toBe('25 sa 5 dk');
  });
});
