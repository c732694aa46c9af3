/**
 * The admin outlet (SPEC §2): child '' is the dashboard, child 'i' the contact screen (the
 * inbox, issue #12), both behind the staff sign-in. It routes on the client with the History
 * API, so moving between children does not reload the page.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AdminChild, Lang } from '../i18n/routes';
import { Dashboard } from './admin/Dashboard';
import { Inbox } from './admin/Inbox';
import { SignIn } from './admin/SignIn';
import { adminStrings, nextAdminLang } from './admin/strings';
import { useAdminLang } from './admin/useAdminLang';
import { useAdminSession } from './admin/useAdminSession';

interface Props {
  paths: Record<AdminChild, string>;
  /** The page's title in each language: the tab says what the screen says. */
  titles: Readonly<Record<Lang, string>>;
}

/** SPEC's placeholder texts stay the screens' headings. */
const screenHeadings: Record<AdminChild, string> = {
  dashboard: 'dashboard works!',
  contact: 'contact works!',
};

function childFor(pathname: string, paths: Props['paths']): AdminChild {
  const clean = pathname.replace(/\/+$/, '');
  return clean === paths.contact ? 'contact' : 'dashboard';
}

export default function AdminApp({ paths, titles }: Props) {
  const [child, setChild] = useState<AdminChild>(() => childFor(window.location.pathname, paths));
  const [lang, setLang] = useAdminLang();
  const { session, refresh, signOut, handleError } = useAdminSession();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new screen's heading only after a navigation inside the outlet, not on load.
  const focusHeading = useRef(false);
  const strings = adminStrings[lang];

  useEffect(() => {
    document.title = titles[lang];
  }, [lang, titles]);

  useEffect(() => {
    const onPopState = () => setChild(childFor(window.location.pathname, paths));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [paths]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [child]);

  useEffect(() => {
    if (session.kind === 'signedOut' && session.reason !== null) {
      setAnnouncement(session.reason === 'expired' ? strings.sessionExpired : strings.signedOut);
    }
    // Only a change of session is news; switching the language must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  const navigate = (event: MouseEvent<HTMLAnchorElement>, to: AdminChild) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (to === child) return;
    window.history.pushState(null, '', paths[to]);
    focusHeading.current = true;
    setChild(to);
  };

  const link = (to: AdminChild, text: string, className: string) => (
    <a href={paths[to]} aria-current={to === child ? 'page' : undefined} onClick={(event) => navigate(event, to)} className={className}>
      {text}
    </a>
  );

  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
      {screenHeadings[child]}
    </h1>
  );

  const signedIn = session.kind === 'signedIn';
  // The server refuses the inbox to accounts without it (403); the screens do not offer it.
  const seesInbox = signedIn && session.user.permissions.includes('inbox');
  const children = (Object.keys(paths) as AdminChild[]).filter((key) => key !== 'contact' || seesInbox);

  return (
    <div className="min-h-screen">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">{strings.title}</p>
          {signedIn && (
            <nav aria-label={strings.navLabel} className="order-last w-full sm:order-none sm:w-auto">
              <ul className="flex gap-1">
                {children.map((key) => (
                  <li key={key}>
                    {link(
                      key,
                      strings.nav[key],
                      'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-white hover:bg-navy-700 aria-[current=page]:bg-white aria-[current=page]:text-navy-900',
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="ms-auto flex items-center gap-2">
            {signedIn && (
              <p className="hidden text-sm text-steel-200 md:block" data-admin-user>
                {session.user.displayName}
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
                onClick={() => void signOut()}
                className="min-h-11 rounded-md bg-accent-500 px-3 font-semibold text-navy-950 hover:bg-accent-400"
                data-admin-sign-out
              >
                {strings.signOut}
              </button>
            )}
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
        {session.kind === 'loading' && <p role="status">{strings.loading}</p>}
        {session.kind === 'unavailable' && (
          <div className="mx-auto max-w-md rounded-lg border-s-4 border-red-600 bg-white p-6 shadow-sm" data-admin-unavailable>
            <h1 className="text-xl font-bold">{strings.unavailableHeader}</h1>
            <p className="mt-2">{strings.unavailableText}</p>
            <button
              type="button"
              onClick={() => void refresh()}
              className="mt-4 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
            >
              {strings.retry}
            </button>
          </div>
        )}
        {session.kind === 'signedOut' && <SignIn lang={lang} strings={strings} setup={session.setup} onSignedIn={() => refresh()} />}
        {signedIn && child === 'dashboard' && (
          <Dashboard
            lang={lang}
            strings={strings}
            heading={heading}
            handleError={handleError}
            inboxLink={seesInbox ? link('contact', strings.dashboard.toInbox, 'font-semibold text-navy-700 underline') : null}
          />
        )}
        {seesInbox && child === 'contact' && (
          <Inbox lang={lang} strings={strings} heading={heading} announce={announce} handleError={handleError} />
        )}
        {signedIn && !seesInbox && child === 'contact' && (
          <section data-admin-screen="contact">
            {heading}
            <p className="mt-6 max-w-prose rounded-lg border-s-4 border-accent-500 bg-white p-5 shadow-sm" data-admin-no-inbox>
              {strings.noInbox}
            </p>
          </section>
        )}
      </main>

      <div role="status" aria-live="polite" className="sr-only" data-admin-announcement>
        {announcement}
      </div>
    </div>
  );
}
