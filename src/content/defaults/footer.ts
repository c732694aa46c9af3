import { pathFor, type PageRouteKey } from '../../i18n/routes';
import type { BuiltInLang } from './built-in-languages';
import { menuLinks } from '../../lib/page-definitions';
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
  },
  en: {
    socialMediaHeader: 'Follow Us',
    shortcutsHeader: 'Shortcuts',
    lastCompletedProjectsHeader: 'Recently Completed Projects',
    newsHeader: 'Latest News',
    contactHeader: 'Contact',
    copyright: 'All rights reserved.',
  },
} as const;

export function footerDefaults(lang: BuiltInLang): Footer {
  return {
    lang,
    footerLogoSource: brandLogos[lang].onDark,
    ...texts[lang],
    socialMediaLinks: [
      { index: 0, icon: 'linkedin', text: 'LinkedIn', url: 'https://www.linkedin.com/company/ornek-elektromekanik' },
      { index: 1, icon: 'instagram', text: 'Instagram', url: 'https://www.instagram.com/ornekelektromekanik' },
      { index: 2, icon: 'youtube', text: 'YouTube', url: 'https://www.youtube.com/@ornekelektromekanik' },
    ],
    // The footer links of the page definitions.
    shortcuts: menuLinks('footer')
      .sort((a, b) => a.link.index - b.link.index)
      .map(({ key, link }) => ({ index: link.index, text: link.text[lang], url: pathFor(key as PageRouteKey, lang) })),
  };
}
