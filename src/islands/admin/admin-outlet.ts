/**
 * The admin outlet's rules, as plain functions: which child an address shows, what a signed-in
 * account may see, its menu and the screens' headings (AdminApp.tsx reads them).
 */
import type { AdminChild } from '../../i18n/routes';
import type { AdminStrings } from './strings';
import type { AdminSession } from './useAdminSession';

type AdminPaths = Readonly<Record<AdminChild, string>>;

/** SPEC's placeholder texts stay the first two screens' headings; the studio's come from its strings. */
const screenHeadings: Partial<Record<AdminChild, string>> = {
  dashboard: 'dashboard works!',
  contact: 'contact works!',
};

/** Screens that belong to another one in the menu. */
const menuParent: Partial<Record<AdminChild, AdminChild>> = { contentEdit: 'content' };

/** The child an address shows: the dashboard for any path not another child's. */
export function childFor(pathname: string, paths: AdminPaths): AdminChild {
  const clean = pathname.replace(/\/+$/, '');
  return (Object.keys(paths) as AdminChild[]).find((key) => key !== 'dashboard' && paths[key] === clean) ?? 'dashboard';
}

/** Whether a menu link to `to` is the current page: its child is shown, or a screen that belongs to it. */
export const isCurrent = (to: AdminChild, shown: AdminChild) => to === shown || to === menuParent[shown];

export interface AdminAccess {
  signedIn: boolean;
  /** The server refuses the inbox to accounts without it (403); the screens do not offer it. */
  seesInbox: boolean;
  editsContent: boolean;
}

export function adminAccess(session: AdminSession['session']): AdminAccess {
  const signedIn = session.kind === 'signedIn';
  return {
    signedIn,
    seesInbox: signedIn && session.user.permissions.includes('inbox'),
    editsContent: signedIn && session.user.permissions.includes('content'),
  };
}

/** What each screen asks of the account, said once: the menu offers, and the outlet opens, only what it has. */
const screenNeeds = {
  dashboard: null,
  contact: 'seesInbox',
  content: 'editsContent',
  contentEdit: 'editsContent',
  publish: 'editsContent',
} as const satisfies Record<AdminChild, Exclude<keyof AdminAccess, 'signedIn'> | null>;

/**
 * Each screen's page of the editors' handbook (docs/editors/<lang>/<slug>.md), which its Help
 * link opens; before anyone signs in, the page on signing in.
 */
const screenHandbookPages = {
  dashboard: 'requests',
  contact: 'requests',
  content: 'editing',
  contentEdit: 'editing',
  publish: 'publishing',
} as const satisfies Record<AdminChild, string>;
const signInHandbookPage = 'sign-in';

/** The handbook page the Help link leads to from `child`'s screen. */
export const handbookPageFor = (child: AdminChild, signedIn: boolean): string =>
  signedIn ? screenHandbookPages[child] : signInHandbookPage;

/** What the account lacks to use `child`'s screen, or null when it may use it. */
export function missingAccess(child: AdminChild, access: AdminAccess): (typeof screenNeeds)[AdminChild] {
  const needed = screenNeeds[child];
  return needed === null || access[needed] ? null : needed;
}

/** The menu's children, in the paths' order: the account's own, none that belongs to another. */
export function menuChildren(paths: AdminPaths, access: AdminAccess): AdminChild[] {
  return (Object.keys(paths) as AdminChild[]).filter((key) => !menuParent[key] && missingAccess(key, access) === null);
}

/** The shown screen's heading; the studio's screens say the studio's. */
export function screenHeading(child: AdminChild, strings: AdminStrings): string {
  return screenHeadings[child] ?? (child === 'publish' ? strings.publishHeading : strings.contentHeading);
}

/** A plain press of the main button: the outlet shows the link's screen itself; any other leaves it to the browser (a new tab). */
export const isPlainClick = (event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button'>) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
