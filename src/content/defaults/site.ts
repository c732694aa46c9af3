import type { Lang } from '../../i18n/routes';
import type { SiteSettings } from '../schemas';

const texts = {
  tr: {
    companyName: 'Örnek Elektromekanik',
    description:
      'Ankara merkezli elektromekanik ve inşaat taahhüt firması: orta gerilim, otomasyon, alçak gerilim ve zayıf akım sistemleri.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', countryCode: 'DE', foundingYear: 2019 },
    siteMaker: { name: 'Web tasarım: Örnek Dijital' },
  },
  en: {
    companyName: 'Örnek Electromechanical',
    description:
      'Ankara-based electromechanical and construction contractor: medium voltage, automation, low voltage and weak current systems.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', countryCode: 'DE', foundingYear: 2019 },
    siteMaker: { name: 'Web design: Örnek Digital' },
  },
} satisfies Record<Lang, Pick<SiteSettings, 'companyName' | 'description' | 'subsidiary' | 'siteMaker'>>;

export function siteDefaults(lang: Lang): SiteSettings {
  return {
    lang,
    legalName: 'Örnek Elektromekanik İnşaat Taahhüt San. ve Tic. Ltd. Şti.',
    baseUrl: 'https://www.ornekelektromekanik.com.tr',
    logoSource: '/images/brand/logo.svg',
    ogImageSource: '/images/brand/og-default.png',
    foundingYear: 2010,
    address: {
      streetAddress: 'OSTİM OSB Mah. 1234. Cad. No: 12',
      postalCode: '06374',
      addressLocality: 'Yenimahalle',
      addressRegion: 'Ankara',
      addressCountry: 'TR',
    },
    ...texts[lang],
  };
}
