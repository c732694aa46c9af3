import { pathFor, routeName, type PageRouteKey, type RouteKey } from '../../i18n/routes';
import type { BuiltInLang } from './built-in-languages';
import { menuLinks } from '../../lib/page-definitions';
import type { Header } from '../schemas';
import { brandLogos } from './site';

const byIndex = <T extends { index: number }>(a: T, b: T) => a.index - b.index;

/** SPEC §2 menus: the header links of the page definitions, texts from the page names unless a link has its own. */
export function headerDefaults(lang: BuiltInLang): Header {
  const links = menuLinks('header');
  const entry = ({ key, link }: (typeof links)[number]) => ({
    index: link.index,
    text: link.text?.[lang] ?? routeName(key, lang),
    url: pathFor(key as PageRouteKey, lang),
  });
  const under = (parent: RouteKey) => links.filter(({ link }) => link.under === parent).sort((a, b) => byIndex(a.link, b.link));
  return {
    lang,
    logoSource: brandLogos[lang].onDark,
    menuItems: links
      .filter(({ link }) => link.under === undefined)
      .sort((a, b) => byIndex(a.link, b.link))
      .map((top) => {
        const subMenu = under(top.key).map(entry);
        return { ...entry(top), dropdown: subMenu.length > 0, expanded: false, ...(subMenu.length > 0 ? { subMenu } : {}) };
      }),
  };
}
