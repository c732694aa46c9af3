/** A test-only German locale entry, for tests that give the site a third content language (nothing German ships). */
import type { Locale } from '../../src/i18n/locales';

export const germanLocale = {
  tag: 'de',
  ogLocale: 'de_DE',
  switchLabel: 'DE',
  name: 'Deutsch',
  switchTo: 'Zur deutschen Seite',
  dateFormat: { dateStyle: 'long', timeZone: 'Europe/Berlin' },
} as const satisfies Locale;
