import { pathFor } from '../../i18n/routes';
import type { BuiltInLang } from './built-in-languages';
import type { Footer } from '../schemas';
import { brandLogos } from './site';

const texts = {
  tr: {
    socialMediaHeader: 'Bizi Takip Edin',
    shortcutsHeader: 'Kısayollar',
    lastCompletedProjectsHeader: 'Son Tamamlanan Projeler',
    newsHeader: 'Son Haberler',
    contactHeader: 'İletişim',
    copyright: 'Tüm hakları saklıdır.',
    shortcutTexts: { about: 'Hakkımızda', projects: 'Projelerimiz', references: 'Referanslarımız', contact: 'Bize Ulaşın' },
  },
  en: {
    socialMediaHeader: 'Follow Us',
    shortcutsHeader: 'Shortcuts',
    lastCompletedProjectsHeader: 'Recently Completed Projects',
    newsHeader: 'Latest News',
    contactHeader: 'Contact',
    copyright: 'All rights reserved.',
    shortcutTexts: { about: 'About Us', projects: 'Our Projects', references: 'Our References', contact: 'Contact Us' },
  },
} as const;

export function footerDefaults(lang: BuiltInLang): Footer {
  const { shortcutTexts, ...headers } = texts[lang];
  return {
    lang,
    footerLogoSource: brandLogos[lang].onDark,
    ...headers,
    socialMediaLinks: [
      { index: 0, icon: 'linkedin', text: 'LinkedIn', url: 'https://www.linkedin.com/company/ornek-elektromekanik' },
      { index: 1, icon: 'instagram', text: 'Instagram', url: 'https://www.instagram.com/ornekelektromekanik' },
      { index: 2, icon: 'youtube', text: 'YouTube', url: 'https://www.youtube.com/@ornekelektromekanik' },
    ],
    shortcuts: Object.entries(shortcutTexts).map(([key, text], index) => ({
      index,
      text,
      url: pathFor(key as keyof typeof shortcutTexts, lang),
    })),
  };
}
