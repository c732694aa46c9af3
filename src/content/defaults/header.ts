import { pathFor, routes } from '../../i18n/routes';
import type { BuiltInLang } from './built-in-languages';
import type { Header } from '../schemas';
import { brandLogos } from './site';

const aboutUsText: Record<BuiltInLang, string> = { tr: 'Hakkımızda', en: 'About Us' };

/** SPEC §2 menus; urls come from the route table, texts from the page names. */
export function headerDefaults(lang: BuiltInLang): Header {
  const item = (index: number, key: 'home' | 'projects' | 'references' | 'contact') => ({
    index,
    text: routes[key].name[lang],
    url: pathFor(key, lang),
    dropdown: false,
    expanded: false,
  });
  return {
    lang,
    logoSource: brandLogos[lang].onDark,
    menuItems: [
      item(0, 'home'),
      {
        index: 1,
        text: routes.about.name[lang],
        url: pathFor('about', lang),
        dropdown: true,
        expanded: false,
        subMenu: [
          { index: 0, text: aboutUsText[lang], url: pathFor('about', lang) },
          { index: 1, text: routes.news.name[lang], url: pathFor('news', lang) },
          { index: 2, text: routes.press.name[lang], url: pathFor('press', lang) },
        ],
      },
      item(2, 'projects'),
      item(3, 'references'),
      item(4, 'contact'),
    ],
  };
}
