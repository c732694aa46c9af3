/**
 * The admin outlet (SPEC §2): child '' is the dashboard, child 'i' the contact screen (the
 * inbox), then the content studio's list and editor, all behind the
 * staff sign-in. It routes on the client with the History API, so moving between children
 * does not reload the page; an editor with unsaved changes is asked before it is left.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { nextAdminLang, type AdminLang } from '../i18n/admin-languages';
import type { AdminChild } from '../i18n/routes';
import { LoadFailed } from './admin/LoadFailed';
import { onDemand } from './admin/on-demand';
import { SignIn } from './admin/SignIn';
import { adminStrings } from './admin/strings';
import type { ImagePreviews } from './admin/studio/fields/kind/field-kind';
import { studioStrings } from './admin/studio/base/strings';
import { useAdminLang } from './admin/useAdminLang';
import { useAdminSession } from './admin/useAdminSession';

// Each screen's code is fetched when the screen is first shown: the sign-in screen and an inbox-only
// account never load the studio, and only a rich-text field loads the rich-text editor.
const Dashboard = onDemand(() => import('./admin/Dashboard').then((module) => module.Dashboard));
const Inbox = onDemand(() => import('./admin/Inbox').then((module) => module.Inbox));
const ContentList = onDemand(() => import('./admin/studio/list/ContentList').then((module) => module.ContentList));
const EditorScreen = onDemand(() => import('./admin/studio/editor/EditorScreen').then((module) => module.EditorScreen));
const PublishScreen = onDemand(() => import('./admin/publish/PublishScreen').then((module) => module.PublishScreen));

interface Props {
  paths: Record<AdminChild, string>;
  /** The page's title in each language the admin speaks: the tab says what the screen says. */
  titles: Readonly<Record<AdminLang, string>>;
  /** Small previews of the site's own images, for the studio's image fields. */
  previews: ImagePreviews;
}

/** SPEC's placeholder texts stay the first two screens' headings; the studio's come from its strings. */
const screenHeadings: Partial<Record<AdminChild, string>> = {
  dashboard: 'dashboard works!',
  contact: 'contact works!',
};

/** Screens that belong to another one in the menu. */
const menuParent: Partial<Record<AdminChild, AdminChild>> = { contentEdit: 'content' };

function childFor(pathname: string, paths: Props['paths']): AdminChild {
  const clean = pathname.replace(/\/+$/, '');
  return (Object.keys(paths) as AdminChild[]).find((key) => key !== 'dashboard' && paths[key] === clean) ?? 'dashboard';
}

export default function AdminApp({ paths, titles, previews }: Props) {
  const [child, setChild] = useState<AdminChild>(() => childFor(window.location.pathname, paths));
  // The editor's unit, as the address's query string names it (the studio's code reads it).
  const [editorSearch, setEditorSearch] = useState(() => window.location.search);
  // A new editor for each unit opened; a new item's first save changes the address, not the editor.
  const [editorKey, setEditorKey] = useState(() => window.location.search);
  const leaveGuard = useRef<(() => boolean) | null>(null);
  const setLeaveGuard = useCallback((guard: (() => boolean) | null) => {
    leaveGuard.current = guard;
  }, []);
  const [lang, setLang] = useAdminLang();
  const { session, refresh, signOut, handleError } = useAdminSession();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // Focus moves to the new screen's heading only after a navigation inside the outlet, not on load.
  const focusHeading = useRef(false);
  // A screen whose code was still being fetched shows its heading after the navigation: focus moves then.
  const setHeading = useCallback((element: HTMLHeadingElement | null) => {
    headingRef.current = element;
    if (!element || !focusHeading.current) return;
    focusHeading.current = false;
    element.focus();
  }, []);
  const strings = adminStrings[lang];

  useEffect(() => {
    document.title = titles[lang];
  }, [lang, titles]);

  const shownUrl = useRef(window.location.pathname + window.location.search);
  useEffect(() => {
    const onPopState = () => {
      // Back or forward out of an editor with unsaved changes: asked first, and staying puts the address back.
      if (leaveGuard.current && !leaveGuard.current()) {
        window.history.pushState(null, '', shownUrl.current);
        return;
      }
      shownUrl.current = window.location.pathname + window.location.search;
      setChild(childFor(window.location.pathname, paths));
      setEditorSearch(window.location.search);
      setEditorKey(window.location.search);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [paths]);

  useEffect(() => {
    if (!focusHeading.current || !headingRef.current) return;
    focusHeading.current = false;
    headingRef.current.focus();
  }, [child]);

  useEffect(() => {
    if (session.kind === 'signedOut' && session.reason !== null) {
      setAnnouncement(session.reason === 'expired' ? strings.sessionExpired : strings.signedOut);
    }
    // Only a change of session is news; switching the language must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  /** Shows `to` at `url` without a reload; `replace` for an address that changes in place (a new item saved). */
  const go = (to: AdminChild, url: string, replace = false) => {
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    shownUrl.current = url;
    focusHeading.current = !replace;
    if (!replace) setEditorKey(url);
    setEditorSearch(new URL(url, window.location.origin).search);
    setChild(to);
  };

  const navigate = (event: MouseEvent<HTMLAnchorElement>, to: AdminChild, url = paths[to]) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (url === shownUrl.current) return;
    if (leaveGuard.current && !leaveGuard.current()) return;
    go(to, url);
  };

  const link = (to: AdminChild, text: string, className: string) => (
    <a
      href={paths[to]}
      aria-current={to === child || to === menuParent[child] ? 'page' : undefined}
      onClick={(event) => navigate(event, to)}
      className={className}
    >
      {text}
    </a>
  );

  const studio = studioStrings[lang];
  const renderHeading = (text: string) => (
    <h1 ref={setHeading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
      {text}
    </h1>
  );
  const heading = renderHeading(screenHeadings[child] ?? (child === 'publish' ? strings.publishHeading : studio.heading));

  // While a screen's code is fetched: the line shown while the session is read, in the same place.
  const placeholders = {
    fallback: <p role="status">{strings.loading}</p>,
    failed: (retry: () => void) => <LoadFailed message={strings.unavailableText} retryLabel={strings.retry} onRetry={retry} />,
  };

  const signedIn = session.kind === 'signedIn';
  // The server refuses the inbox to accounts without it (403); the screens do not offer it.
  const seesInbox = signedIn && session.user.permissions.includes('inbox');
  const editsContent = signedIn && session.user.permissions.includes('content');
  const menu = (Object.keys(paths) as AdminChild[]).filter(
    (key) => !menuParent[key] && (key !== 'contact' || seesInbox) && ((key !== 'content' && key !== 'publish') || editsContent),
  );
  const navText = (key: AdminChild) => (key === 'content' ? studio.nav : strings.nav[key as keyof typeof strings.nav]);

  return (
    <div className="min-h-screen">
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
                      navText(key),
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
            {...placeholders}
            lang={lang}
            strings={strings}
            heading={heading}
            handleError={handleError}
            inboxLink={seesInbox ? link('contact', strings.dashboard.toInbox, 'font-semibold text-navy-700 underline') : null}
          />
        )}
        {seesInbox && child === 'contact' && (
          <Inbox {...placeholders} lang={lang} strings={strings} heading={heading} announce={announce} handleError={handleError} />
        )}
        {editsContent && child === 'content' && (
          <ContentList
            {...placeholders}
            ui={lang}
            strings={studio}
            retryLabel={strings.retry}
            heading={heading}
            // Where the pressed link points: its unit's editor address.
            open={(event) => navigate(event, 'contentEdit', event.currentTarget.getAttribute('href') ?? undefined)}
            announce={announce}
            handleError={handleError}
          />
        )}
        {editsContent && child === 'contentEdit' && (
          <EditorScreen
            {...placeholders}
            key={editorKey}
            search={editorSearch}
            ui={lang}
            strings={studio}
            renderHeading={renderHeading}
            retryLabel={strings.retry}
            backHref={paths.content}
            back={(event) => navigate(event, 'content')}
            created={(href) => go('contentEdit', href, true)}
            deleted={() => go('content', paths.content)}
            setLeaveGuard={setLeaveGuard}
            announce={announce}
            handleError={handleError}
            previews={previews}
            unknown={
              <section data-admin-screen="contentEdit">
                {heading}
                <p className="mt-6">{studio.editor.unknownDocument}</p>
                <p className="mt-2">{link('content', studio.editor.back, 'font-semibold text-navy-700 underline')}</p>
              </section>
            }
          />
        )}
        {editsContent && child === 'publish' && (
          <PublishScreen
            {...placeholders}
            ui={lang}
            heading={heading}
            retryLabel={strings.retry}
            announce={announce}
            handleError={handleError}
          />
        )}
        {signedIn && !editsContent && (child === 'content' || child === 'contentEdit' || child === 'publish') && (
          <section data-admin-screen={child}>
            {heading}
            <p className="mt-6 max-w-prose rounded-lg border-s-4 border-accent-500 bg-white p-5 shadow-sm" data-admin-no-content>
              {studio.noContent}
            </p>
          </section>
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
