/**
 * The privacy notice states the retention period the server enforces (CONTACT_RETENTION_DAYS'
 * default) and the right to erasure, in every language: in the built-in defaults and in the
 * committed snapshot the pages are built from.
 */
import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../src/content/defaults';
import { loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../src/lib/contact-retention';

const years = DEFAULT_CONTACT_RETENTION_DAYS / 365;

/** How each language writes the period, and the words that grant erasure. */
const expected: Record<Lang, { period: string; erasure: RegExp }> = {
  tr: { period: `${years} yıl (${DEFAULT_CONTACT_RETENTION_DAYS} gün)`, erasure: /silinmesini de isteyebilirsiniz/ },
  en: { period: `${years} years (${DEFAULT_CONTACT_RETENTION_DAYS} days)`, erasure: /right to erasure/ },
};

describe('the privacy notice', () => {
  it('promises a period of whole years', () => {
    expect(Number.isInteger(years)).toBe(true);
  });

  for (const lang of languages) {
    for (const [source, content] of [
      ['defaults', defaultContent(lang)],
      ['committed snapshot', loadContent(lang)],
    ] as const) {
      it(`states the retention period and the right to erasure in ${lang} (${source})`, () => {
        const bodies = content.privacy.sections.map((section) => section.body);
        expect(bodies.filter((body) => body.includes(expected[lang].period))).toHaveLength(1);
        expect(bodies.filter((body) => expected[lang].erasure.test(body))).toHaveLength(1);
        // The erasure covers what the server erases: every request of the e-mail address or the phone number.
        expect(bodies.join(' ')).toMatch(lang === 'tr' ? /e-posta adresiniz veya telefon numaranız/ : /e-mail address or phone number/);
      });
    }
  }
});
