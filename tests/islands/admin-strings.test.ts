/** The admin's texts (the request screens' set holds the admin's own) and what it builds from the API's values. */
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/islands/admin/api';
import { erasedText, formatDuration, notificationText, requestStrings } from '../../src/islands/admin/request-strings';
import { fill, formatDateTime, tryAgainIn } from '../../src/islands/admin/strings';

describe('the same texts exist in both languages', () => {
  const shape = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
  it('EN has every key TR has, and none is empty', () => {
    expect(shape(requestStrings.en)).toEqual(shape(requestStrings.tr));
    const empty = (value: unknown, path: string): string[] =>
      typeof value === 'string'
        ? value.trim()
          ? []
          : [path]
        : Object.entries(value as object).flatMap(([k, v]) => empty(v, `${path}.${k}`));
    expect([...empty(requestStrings.tr, 'tr'), ...empty(requestStrings.en, 'en')]).toEqual([]);
  });
});

describe('formatDateTime', () => {
  const iso = '2026-03-05T07:30:00.000Z';
  it("writes the date in the staff member's language", () => {
    expect(formatDateTime(iso, 'tr', 'Europe/Istanbul')).toBe(
      new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(iso)),
    );
    expect(formatDateTime(iso, 'tr', 'Europe/Istanbul')).toMatch(/Mar 2026.*10:30/);
    expect(formatDateTime(iso, 'en', 'Europe/Istanbul')).toMatch(/5 Mar 2026.*10:30/);
  });

  it('shows a value it cannot read as it came rather than "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('tryAgainIn', () => {
  it('says the minutes in the right number', () => {
    expect(tryAgainIn(requestStrings.en, 'en', 1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tryAgainIn(requestStrings.en, 'en', 5)).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(tryAgainIn(requestStrings.tr, 'tr', 5)).toBe('Çok fazla deneme yapıldı. Lütfen 5 dakika sonra yeniden deneyin.');
  });
});

describe('erasedText', () => {
  it('says how many requests an erasure deleted, in the right number', () => {
    expect(erasedText(requestStrings.en, 'en', 0)).toBe('0 requests deleted.');
    expect(erasedText(requestStrings.en, 'en', 1)).toBe('1 request deleted.');
    expect(erasedText(requestStrings.en, 'en', 3)).toBe('3 requests deleted.');
    expect(erasedText(requestStrings.tr, 'tr', 3)).toBe('3 talep silindi.');
  });
});

describe('notificationText', () => {
  const tr = requestStrings.tr;
  const cases: [InboxItem['notification'], string][] = [
    [null, 'E-posta bildirimi yok'],
    [{ state: 'pending' }, 'E-posta bekliyor'],
    [{ state: 'processing' }, 'E-posta gönderiliyor'],
    [{ state: 'sent' }, 'E-posta gönderildi'],
    [{ state: 'success' }, 'E-posta gönderildi'],
    [{ state: 'failed', error: 'SMTP 550 mailbox unavailable' }, 'E-posta gönderilemedi: SMTP 550 mailbox unavailable'],
    [{ state: 'error' }, 'E-posta gönderilemedi'],
    [{ state: 'retry', error: 'timeout' }, 'E-posta yeniden denenecek: timeout'],
    [{ state: 'off' }, 'E-posta bildirimi kapalı'],
  ];
  it.each(cases)('%j reads %s', (notification, text) => {
    expect(notificationText(tr, notification)).toBe(text);
  });

  it('a state a newer server adds is still shown', () => {
    expect(notificationText(tr, { state: 'bounced' } as unknown as InboxItem['notification'])).toBe('bounced');
  });
});

describe('fill', () => {
  it('replaces known names and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('a time to solved', () => {
  it('reads in minutes under an hour, hours under two days, else days, in the admin language', () => {
    const minute = 60_000;
    const hour = 60 * minute;
    expect(formatDuration(0, 'tr')).toBe('0 dakika');
    expect(formatDuration(40 * minute + 20_000, 'en')).toBe('40 minutes');
    expect(formatDuration(90 * minute, 'tr')).toBe('1,5 saat');
    expect(formatDuration(90 * minute, 'en')).toBe('1.5 hours');
    expect(formatDuration(47 * hour, 'en')).toBe('47 hours');
    expect(formatDuration(10 * 24 * hour, 'tr')).toBe('10 gün');
    expect(formatDuration(2.25 * 24 * hour, 'en')).toBe('2.3 days');
  });
});
