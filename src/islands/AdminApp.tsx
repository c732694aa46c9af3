/**
 * The admin outlet (SPEC §2): child '' is the dashboard, child 'i' the contact screen (the
 * inbox), then the content studio's list and editor, all behind the
 * staff sign-in. It routes on the client with the History API, so moving between children
 * does not reload the page; an editor with unsaved changes is asked before it is left.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminLang } from '../i18n/admin-languages';
import type { AdminChild } from '../i18n/routes';
import { adminAccess, handbookPageFor, isCurrent, menuChildren } from './admin/admin-outlet';
import { AdminHeader } from './admin/AdminHeader';
import { SignedInScreen } from './admin/SignedInScreen';
import { SignIn } from './admin/SignIn';
import { adminStrings } from './admin/strings';
import type { ImagePreviews } from './admin/studio/fields/kind/field-kind';
import { studioStrings } from './admin/studio/base/strings';
import { useAdminLang } from './admin/useAdminLang';
import { useAdminNavigation } from './admin/useAdminNavigation';
import { useAdminSession } from './admin/useAdminSession';

interface Props {
  paths: Record<AdminChild, string>;
  /** The page's title in each language the admin speaks: the tab says what the screen says. */
  titles: Readonly<Record<AdminLang, string>>;
  /** Small previews of the site's own images, for the studio's image fields. */
  previews: ImagePreviews;
}

export default function AdminApp({ paths, titles, previews }: Props) {
  const navigation = useAdminNavigation(paths);
  const { child, navigate } = navigation;
  const [lang, setLang] = useAdminLang();
  const { session, refresh, signOut, handleError } = useAdminSession();
  const [announcement, setAnnouncement] = useState('');
  const strings = adminStrings[lang];

  useEffect(() => {
    document.title = titles[lang];
  }, [lang, titles]);

  useEffect(() => {
    if (session.kind === 'signedOut' && session.reason !== null) {
      setAnnouncement(session.reason === 'expired' ? strings.sessionExpired : strings.signedOut);
    }
    // Only a change of session is news; switching the language must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  const link = (to: AdminChild, text: string, className: string) => (
    <a
      href={paths[to]}
      aria-current={isCurrent(to, child) ? 'page' : undefined}
      onClick={(event) => navigate(event, to)}
      className={className}
    >
      {text}
    </a>
  );

  const access = adminAccess(session);
  const studio = studioStrings[lang];

  return (
    <div className="min-h-screen">
      <AdminHeader
        lang={lang}
        setLang={setLang}
        strings={strings}
        user={session.kind === 'signedIn' ? session.user.displayName : null}
        menu={menuChildren(paths, access)}
        menuText={(key) => (key === 'content' ? studio.nav : strings.nav[key as keyof typeof strings.nav])}
        link={link}
        signOut={() => void signOut()}
        helpPage={handbookPageFor(child, access.signedIn)}
      />

      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8 lg:has-[[data-preview-pane]]:max-w-[100rem]">
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
        {access.signedIn && (
          <SignedInScreen
            access={access}
            lang={lang}
            strings={strings}
            paths={paths}
            previews={previews}
            navigation={navigation}
            link={link}
            announce={announce}
            handleError={handleError}
          />
        )}
      </main>

      <div role="status" aria-live="polite" className="sr-only" data-admin-announcement>
        {announcement}
      </div>
    </div>
  );
}
