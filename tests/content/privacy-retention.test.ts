/**
 * The privacy notice states the retention period the server enforces (CONTACT_RETENTION_DAYS'
 * default) and the right to erasure, in every language, in the committed snapshot the pages are
 * built from (the site's built-in content).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../src/lib/contact-retention';

const years = DEFAULT_CONTACT_RETENTION_DAYS / 365;

/** How each language writes the period, the words that grant erasure, and what the erasure covers. */
const expected: Record<Lang, { period: string; erasure: RegExp; emailOrPhone: RegExp }> = {
  tr: {
    period: `${years} yıl (${DEFAULT_CONTACT_RETENTION_DAYS} gün)`,
    erasure: /silinmesini veya yok edilmesini isteme/,
    emailOrPhone: /e-posta adresiniz veya telefon numaranız/,
  },
  en: {
    period: `${years} years (${DEFAULT_CONTACT_RETENTION_DAYS} days)`,
    erasure: /to have it erased or destroyed/,
    emailOrPhone: /e-mail address or phone number/,
  },
  de: {
    period: `${years} Jahre (${DEFAULT_CONTACT_RETENTION_DAYS} Tage)`,
    erasure: /Recht auf Löschung/,
    emailOrPhone: /E-Mail-Adresse oder Telefonnummer/,
  },
};

describe('the privacy notice', () => {
  it('promises a period of whole years', () => {
    expect(Number.isInteger(years)).toBe(true);
  });

  for (const lang of languages) {
    it(`states the retention period and the right to erasure in ${lang}`, () => {
      const bodies = loadContent(lang).privacy.sections.map((section) => section.body);
      expect(bodies.filter((body) => body.includes(expected[lang].period))).toHaveLength(1);
      expect(bodies.filter((body) => expected[lang].erasure.test(body))).toHaveLength(1);
      // The erasure covers what the server erases: every request of the e-mail address or the phone number.
      expect(bodies.join(' ')).toMatch(expected[lang].emailOrPhone);
    });
  }
});
