import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../../../src/islands/admin/studio/fields/number';

describe('a number as data', () => {
  it('is the number typed', () => {
    expect(parseNumber('114')).toBe(114);
    expect(parseNumber('0')).toBe(0);
  });

  it('is absent when the box is empty: no number, not zero', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('  ')).toBeUndefined();
  });
});
