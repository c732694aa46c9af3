import { describe, expect, it } from 'vitest';
import { jsonForHtml } from '../../src/lib/json-for-html';

describe('jsonForHtml', () => {
  const hostile = { name: 'Örnek</script><script>alert(1)</script>', note: '<!-- & -->', lines: 'a\u2028b\u2029c' };

  it('leaves nothing the HTML parser could end a script element or open a comment with', () => {
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is the same data for a JSON parser', () => {
    expect(JSON.parse(jsonForHtml(hostile))).toEqual(hostile);
  });
});
