import { describe, expect, it } from 'vitest';
import { parseBoolean } from '../../../../../src/islands/admin/studio/fields/boolean';

describe('a yes or no as data', () => {
  it("is the box's check", () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
  });
});
