import type { BuiltInLang } from './built-in-languages';
import type { SiteSettings } from '../schemas';
import type { SamplePhoto } from './sample-scenes';

const texts = {
  tr: {
    companyName: 'Örnek Elektromekanik',
    description:
      'Ankara merkezli elektromekanik ve inşaat taahhüt firması: orta gerilim, otomasyon, alçak gerilim ve zayıf akım sistemleri.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', countryCode: 'DE', foundingYear: 2019 },
    siteMaker: { name: 'Web tasarım: Örnek Dijital', url: 'https://www.ornekdijital.com.tr' },
    hero: {
      headline: 'Ankara merkezli elektromekanik ve inşaat taahhüdü',
      lead: "2010'dan beri orta gerilim, otomasyon, alçak gerilim ve zayıf akım sistemlerini keşiften devreye almaya kadar üstleniyoruz; 2019'dan beri Almanya'daki iştirakimizle de.",
    },
  },
  en: {
    companyName: 'Örnek Electromechanical',
    description:
      'Ankara-based electromechanical and construction contractor: medium voltage, automation, low voltage and weak current systems.',
    subsidiary: { name: 'Örnek Elektromechanik GmbH', countryCode: 'DE', foundingYear: 2019 },
    siteMaker: { name: 'Web design: Örnek Digital', url: 'https://www.ornekdijital.com.tr' },
    hero: {
      headline: 'Electromechanical and construction contracting from Ankara',
      lead: 'Since 2010 we have taken on medium voltage, automation, low voltage and weak current systems from survey to commissioning; since 2019 also through our subsidiary in Germany.',
    },
  },
} satisfies Record<BuiltInLang, Pick<SiteSettings, 'companyName' | 'description' | 'subsidiary' | 'siteMaker' | 'hero'>>;

/**
 * The logo in each language: its words are the company's name in that language ("ÖRNEK
 * ELEKTROMEKANİK", "ÖRNEK ELECTROMECHANICAL"), on dark ground (header, footer) or light.
 */
export const brandLogos: Record<BuiltInLang, { onDark: string; onLight: string }> = {
  tr: { onDark: '/images/brand/logo-light.svg', onLight: '/images/brand/logo.svg' },
  en: { onDark: '/images/brand/logo-light-en.svg', onLight: '/images/brand/logo-en.svg' },
};

/** The share card: the logo over a substation, the medium voltage work the description names first. */
export const shareCardPhoto: SamplePhoto = { src: '/images/brand/og-default.png', scene: 'substation' };

export function siteDefaults(lang: BuiltInLang): SiteSettings {
  return {
    lang,
    legalName: 'Örnek Elektromekanik İnşaat Taahhüt San. ve Tic. Ltd. Şti.',
    baseUrl: 'https://www.ornekelektromekanik.com.tr',
    logoSource: brandLogos[lang].onLight,
    ogImageSource: shareCardPhoto.src,
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
