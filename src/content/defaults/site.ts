import type { Lang } from '../../i18n/routes';
import type { SiteSettings } from '../schemas';

const texts = {
  tr: {
    companyName: 'Örnek Elektromekanik',
    description:
      'Ankara merkezli elektromekanik ve inşaat taahhüt firması: orta gerilim, otomasyon, alçak gerilim ve zayıf akım sistemleri.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', country: 'Almanya', foundingYear: 2019 },
  },
  en: {
    companyName: 'Örnek Electromechanical',
    description:
      'Ankara-based electromechanical and construction contractor: medium voltage, automation, low voltage and weak current systems.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', country: 'Germany', foundingYear: 2019 },
  },
} satisfies Record<Lang, Pick<SiteSettings, 'companyName' | 'description' | 'subsidiary'>>;

export function siteDefaults(lang: Lang): SiteSettings {
  return {
    lang,
    legalName: 'Örnek Elektromekanik İnşaat Taahhüt San. ve Tic. Ltd. Şti.',
    baseUrl: 'https://www.ornekelektromekanik.com.tr',
    logoSource: '/images/brand/logo.svg',
    ogImageSource: '/images/brand/og-default.png',
    foundingYear: 2010,
    ...texts[lang],
  };
}
