import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/sanitize';
import { telHref } from '../../src/lib/tel-href';

describe('rich text sanitizer (DECISIONS.md: editors can never inject script)', () => {
  it('keeps the formatting editors use', () => {
    const html = '<p>Proje <strong>36 kV</strong> <a href="https://example.com">bağlantı</a></p><ul><li>SCADA</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">a</p><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>a</p><a>x</a>');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits only', () => {
    expect(telHref('+90 (312) 555 01-23')).toBe('tel:+903125550123');
  });
});
