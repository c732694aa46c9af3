import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION, metaDescription } from '../../src/lib/meta-description';

const company = 'Ankara-based electromechanical and construction contractor: medium voltage and automation.';

describe('metaDescription', () => {
  it('keeps a text that fits as it is, spaces folded', () => {
    const text = 'Write to us for a quote or any question about your project;  we will get back to you shortly.';
    expect(metaDescription(text, company)).toBe(text.replace(/\s+/g, ' '));
  });

  it('completes a short text with the company description', () => {
    const result = metaDescription('Our references.', company);
    expect(result).toBe(`Our references. ${company}`);
    expect(result.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
  });

  it('cuts a long text at a word, within 160 characters', () => {
    const long = 'word '.repeat(60);
    const result = metaDescription(long, company);
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION.max);
    expect(result).toMatch(/word…$/);
  });
});
