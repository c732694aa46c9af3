/**
 * The screen a signed-in account sees at the outlet's child: the dashboard, the inbox, the
 * studio's list and editor, preview and publish; or, for a screen the account may not use, a
 * note saying so.
 */
import type { ReactNode } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import type { AdminChild } from '../../i18n/routes';
import { missingAccess, screenHeading, type AdminAccess } from './admin-outlet';
import { LoadFailed } from './LoadFailed';
import { onDemand } from './on-demand';
import type { ImagePreviews } from './studio/fields/kind/field-kind';
import { studioStrings } from './studio/base/strings';
import type { AdminStrings } from './strings';
import type { AdminNavigation } from './useAdminNavigation';

// Each screen's code is fetched when the screen is first shown: the sign-in screen and an inbox-only
// account never load the studio, and only a rich-text field loads the rich-text editor.
const Dashboard = onDemand(() => import('./Dashboard').then((module) => module.Dashboard));
const Inbox = onDemand(() => import('./Inbox').then((module) => module.Inbox));
const ContentList = onDemand(() => import('./studio/list/ContentList').then((module) => module.ContentList));
const EditorScreen = onDemand(() => import('./studio/editor/EditorScreen').then((module) => module.EditorScreen));
const PublishScreen = onDemand(() => import('./publish/PublishScreen').then((module) => module.PublishScreen));

interface Props {
  access: AdminAccess;
  lang: AdminLang;
  strings: AdminStrings;
  paths: Readonly<Record<AdminChild, string>>;
  previews: ImagePreviews;
  navigation: AdminNavigation;
  link: (to: AdminChild, text: string, className: string) => ReactNode;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

export function SignedInScreen({ access, lang, strings, paths, previews, navigation, link, announce, handleError }: Props) {
  const { child, navigate, go } = navigation;
  const { seesInbox } = access;
  const studio = studioStrings[lang];
  const renderHeading = (text: string) => (
    <h1 ref={navigation.setHeading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
      {text}
    </h1>
  );
  const heading = renderHeading(screenHeading(child, strings, studio.heading));
  // While a screen's code is fetched: the line shown while the session is read, in the same place.
  const placeholders = {
    fallback: <p role="status">{strings.loading}</p>,
    failed: (retry: () => void) => <LoadFailed message={strings.unavailableText} retryLabel={strings.retry} onRetry={retry} />,
  };
  const common = { ...placeholders, heading, announce, handleError };
  const missing = missingAccess(child, access);

  return (
    <>
      {child === 'dashboard' && (
        <Dashboard
          {...placeholders}
          lang={lang}
          strings={strings}
          heading={heading}
          handleError={handleError}
          inboxLink={seesInbox ? link('contact', strings.dashboard.toInbox, 'font-semibold text-navy-700 underline') : null}
        />
      )}
      {!missing && child === 'contact' && <Inbox {...common} lang={lang} strings={strings} />}
      {!missing && child === 'content' && (
        <ContentList
          {...common}
          ui={lang}
          strings={studio}
          retryLabel={strings.retry}
          // Where the pressed link points: its unit's editor address.
          open={(event) => navigate(event, 'contentEdit', event.currentTarget.getAttribute('href') ?? undefined)}
        />
      )}
      {!missing && child === 'contentEdit' && (
        <EditorScreen
          {...placeholders}
          key={navigation.editorKey}
          search={navigation.editorSearch}
          ui={lang}
          strings={studio}
          renderHeading={renderHeading}
          retryLabel={strings.retry}
          backHref={paths.content}
          back={(event) => navigate(event, 'content')}
          created={(href) => go('contentEdit', href, true)}
          deleted={() => go('content', paths.content)}
          setLeaveGuard={navigation.setLeaveGuard}
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
      {!missing && child === 'publish' && <PublishScreen {...common} ui={lang} retryLabel={strings.retry} />}
      {missing === 'editsContent' && (
        <NotForThisAccount screen={child} heading={heading} text={studio.noContent} marker={{ 'data-admin-no-content': true }} />
      )}
      {missing === 'seesInbox' && (
        <NotForThisAccount screen={child} heading={heading} text={strings.noInbox} marker={{ 'data-admin-no-inbox': true }} />
      )}
    </>
  );
}

interface NoteProps {
  screen: AdminChild;
  heading: ReactNode;
  text: string;
  /** The note's data attribute, which tests find it by. */
  marker: Record<`data-${string}`, true>;
}

/** A screen the account's permissions leave out: its heading, and a note saying so. */
function NotForThisAccount({ screen, heading, text, marker }: NoteProps) {
  return (
    <section data-admin-screen={screen}>
      {heading}
      <p className="mt-6 max-w-prose rounded-lg border-s-4 border-accent-500 bg-white p-5 shadow-sm" {...marker}>
        {text}
      </p>
    </section>
  );
}
