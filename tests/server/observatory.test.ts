import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/security-headers';
import { observatory } from './observatory';

const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'";

describe('the Observatory rules the header tests apply', () => {
  it('give our header set A+', () => {
    const result = observatory(securityHeaders(policy));
    expect(result.results.filter((r) => !r.pass)).toEqual([]);
    expect(result).toMatchObject({ grade: 'A+', score: 110 });
  });

  it.each([
    [
      'unsafe-inline scripts',
      { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
      'content-security-policy',
    ],
    ['no policy', { 'Content-Security-Policy': undefined }, 'content-security-policy'],
    ['a short HSTS', { 'Strict-Transport-Security': 'max-age=86400' }, 'strict-transport-security'],
    ['no nosniff', { 'X-Content-Type-Options': undefined }, 'x-content-type-options'],
    ['a leaky referrer policy', { 'Referrer-Policy': 'unsafe-url' }, 'referrer-policy'],
  ])('fail a response with %s', (_what, override, test) => {
    const result = observatory({ ...securityHeaders(policy), ...override });
    expect(result.results.find((r) => r.test === test)?.pass).toBe(false);
    expect(result.score).toBeLessThan(110);
  });
});
