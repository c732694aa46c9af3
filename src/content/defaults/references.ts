import type { BuiltInLang } from './built-in-languages';
import type { ReferencesPage } from '../schemas';

/** Thirty client names (SPEC §9: the site has 30 reference logos), oldest client first. */
const clientNames = [
  'Anadolu Enerji',
  'Başkent Yapı',
  'Çankaya İnşaat',
  'Dicle Elektrik',
  'Ege Makina',
  'Fırat Çimento',
  'Gediz Tekstil',
  'Hitit Lojistik',
  'İç Anadolu OSB',
  'Kızılırmak Gıda',
  'Lale Otomotiv',
  'Marmara Kimya',
  'Nilüfer Metal',
  'Ostim Teknik',
  'Pamukkale Seramik',
  'Rize Çay İşletmeleri',
  'Sakarya Raylı Sistemler',
  'Toros Tarım',
  'Uludağ Enerji',
  'Van Gölü Turizm',
  'Yeşilırmak Hastaneleri',
  'Zafer Havacılık',
  'Ankara Su İdaresi',
  'Bozok Madencilik',
  'Capella Plaza',
  'Defne Konutları',
  'Erciyes Mobilya',
  'Isar Immobilien',
  'Karadeniz Limanları',
  'Sincan Belediyesi',
];

function referenceLogo(n: number): string {
  return `/images/references/ref-${String(n).padStart(2, '0')}.svg`;
}

const pageTexts = {
  tr: {
    header: 'Referanslarımız',
    description: 'Enerji, sanayi, sağlık ve kamu alanında bize güvenen kurum ve şirketlerden bazıları.',
  },
  en: {
    header: 'Our References',
    description: 'Some of the institutions and companies in energy, industry, health care and the public sector that trust us.',
  },
} satisfies Record<BuiltInLang, { header: string; description: string }>;

export function referencesDefaults(lang: BuiltInLang): ReferencesPage {
  return {
    lang,
    ...pageTexts[lang],
    references: clientNames.map((referenceName, i) => ({
      id: `r${String(i + 1).padStart(2, '0')}`,
      reference: { index: i + 1, referenceName, logo: referenceLogo(i + 1) },
    })),
  };
}
