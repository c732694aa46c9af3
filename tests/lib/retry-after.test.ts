/** How the contact form turns the endpoint's Retry-After into the minutes it tells the visitor. */
import { expect, it } from 'vitest';
import { retryAfterMinutes } from '../../src/lib/retry-after';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

it('rounds seconds up to whole minutes, at least one', () => {
  expect(retryAfterMinutes('540', NOW)).toBe(9);
  expect(retryAfterMinutes('541', NOW)).toBe(10);
  expect(retryAfterMinutes('59', NOW)).toBe(1);
  expect(retryAfterMinutes('1', NOW)).toBe(1);
  expect(retryAfterMinutes('0', NOW)).toBe(1);
});

it('reads an HTTP date too', () => {
  expect(retryAfterMinutes('Sun, 22 Nov 2026 10:02:30 GMT', NOW)).toBe(3);
  expect(retryAfterMinutes('Sun, 22 Nov 2026 09:00:00 GMT', NOW)).toBe(1);
});

it('says one minute when the header is missing or unreadable', () => {
  expect(retryAfterMinutes(null, NOW)).toBe(1);
  expect(retryAfterMinutes('soon', NOW)).toBe(1);
});
