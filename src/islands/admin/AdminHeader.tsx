/** The admin's bar: its title, the menu of a signed-in account, the Help link to the screen's handbook page, who is signed in, the language switch and signing out. */
import type { ReactNode } from 'react';
import { nextAdminLang, type AdminLang } from '../../i18n/admin-languages';
import { adminHandbookPath, type AdminChild } from '../../i18n/routes';
import type { AdminStrings } from './strings';

interface Props {
  lang: AdminLang;
  setLang: (lang: AdminLang) => void;
  strings: AdminStrings;
  /** The signed-in account's name, null before anyone signs in: then no menu and no sign-out. */
  user: string | null;
  menu: AdminChild[];
  menuText: (child: AdminChild) => string;
  link: (to: AdminChild, text: string, className: string) => ReactNode;
  signOut: () => void;
  /** The slug of the shown screen's handbook page (handbookPageFor). */
  helpPage: string;
}

export function AdminHeader({ lang, setLang, strings, user, menu, menuText, link, signOut, helpPage }: Props) {
  const signedIn = user !== null;
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <p className="text-lg font-bold">{strings.title}</p>
        {signedIn && (
          <nav aria-label={strings.navLabel} className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              {menu.map((key) => (
                <li key={key}>
                  {link(
                    key,
                    menuText(key),
                    'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-white hover:bg-navy-700 aria-[current=page]:bg-white aria-[current=page]:text-navy-900',
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ms-auto flex items-center gap-2">
          {/* A plain link: the handbook is a page of its own, opened by the browser like any other. */}
          <a
            href={adminHandbookPath(lang, helpPage)}
            aria-label={strings.helpLabel}
            className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-white underline hover:bg-navy-700"
            data-admin-help
          >
            {strings.help}
          </a>
          {signedIn && (
            <p className="hidden text-sm text-steel-200 md:block" data-admin-user>
              {user}
            </p>
          )}
          <button
            type="button"
            onClick={() => setLang(nextAdminLang(lang))}
            aria-label={strings.switchLanguage}
            lang={nextAdminLang(lang)}
            className="min-h-11 min-w-11 rounded-md px-2 font-semibold text-white ring-1 ring-white/40 hover:bg-navy-700"
            data-admin-language
          >
            {strings.switchLanguageText}
          </button>
          {signedIn && (
            <button
              type="button"
              onClick={signOut}
              className="min-h-11 rounded-md bg-accent-500 px-3 font-semibold text-navy-950 hover:bg-accent-400"
              data-admin-sign-out
            >
              {strings.signOut}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
