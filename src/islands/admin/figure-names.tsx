/** How the dashboard's figures name a page and a project, in the staff member's language. */
import type { ReactNode } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import { routeDefinition, routeName, type Lang, type RouteKey } from '../../i18n/routes';

/** A page's name for staff: its parent's first where it has one ("Projects › Project"). */
export function pageName(key: RouteKey, lang: AdminLang): string {
  const parent = (routeDefinition(key) as { parent?: RouteKey }).parent;
  return parent ? `${routeName(parent, lang)} › ${routeName(key, lang)}` : routeName(key, lang);
}

/** A project's or an office's name for staff: in their language where the content has it there, else in the first language that has it. */
export function contentName(names: Readonly<Partial<Record<Lang, string>>>, lang: AdminLang): ReactNode {
  const own = names[lang];
  if (own !== undefined) return own;
  const [other, name] = Object.entries(names)[0] ?? [];
  return <span lang={other}>{name}</span>;
}
