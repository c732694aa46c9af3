import type { BuiltInLang } from './built-in-languages';
import type { Imprint } from '../schemas';

/**
 * The German subsidiary's Impressum (§ 5 DDG). Its facts are samples until editors enter the
 * real ones: the register number and VAT id are zeros, the phone number is one of the Munich
 * numbers the Bundesnetzagentur keeps for fiction (089 99998 xxx), the street is Germany's
 * sample street.
 */
const facts = {
  providerName: 'Örnek Elektromechanik GmbH',
  email: 'muenchen@ornekelektromekanik.com.tr',
  phone: '+49 89 99998 120',
  registerCourt: 'Amtsgericht München',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  managingDirectors: ['Ayşe Örnek', 'Max Mustermann'],
  contentResponsible: 'Max Mustermann',
} satisfies Partial<Imprint>;

const address = { streetAddress: 'Musterstraße 12', postalCode: '80331', addressLocality: 'München', addressCountry: 'DE' };

const texts = {
  tr: {
    header: 'Künye',
    intro:
      "Almanya'daki iştirakimiz Örnek Elektromechanik GmbH'nin, Alman Dijital Hizmetler Kanunu'nun (DDG) 5. maddesinin istediği sağlayıcı bilgileri. İştirakimiz bu siteyi Ankara'daki merkezimizle birlikte yayımlar.",
    legalForm: 'Alman hukukuna tabi limited şirket (Gesellschaft mit beschränkter Haftung, GmbH)',
    countryName: 'Almanya',
  },
  en: {
    header: 'Imprint',
    intro:
      'The provider information Section 5 of the German Digital Services Act (DDG) asks for, for our German subsidiary Örnek Elektromechanik GmbH, which publishes this site together with our head office in Ankara.',
    legalForm: 'Limited liability company under German law (Gesellschaft mit beschränkter Haftung, GmbH)',
    countryName: 'Germany',
  },
} satisfies Record<BuiltInLang, Pick<Imprint, 'header' | 'intro' | 'legalForm'> & { countryName: string }>;

export function imprintDefaults(lang: BuiltInLang): Imprint {
  const { countryName, ...words } = texts[lang];
  return { lang, ...facts, ...words, address: { ...address, countryName }, updateDate: '2026-11-26T00:00:00Z' };
}
