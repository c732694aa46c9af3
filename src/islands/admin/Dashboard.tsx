/** Child '' (SPEC §2): keeps 'dashboard works!' as its heading and adds the inbox's figures and the figures from the leads. */
import type { AdminLang } from '../../i18n/admin-languages';
import { LoadFailed } from './LoadFailed';
import { LeadFigureTables } from './LeadFigureTables';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchSummary, type AdminSummary } from './api';
import { requestStrings } from './request-strings';
import { formatDateTime } from './strings';

interface Props {
  lang: AdminLang;
  heading: ReactNode;
  /** The link to the inbox, given its text; null for an account that does not see it. */
  inboxLink: ((text: string) => ReactNode) | null;
  handleError: (error: unknown) => boolean;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; summary: AdminSummary };

export function Dashboard({ lang, heading, inboxLink, handleError }: Props) {
  const strings = requestStrings[lang];
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    fetchSummary().then(
      (summary) => current && setLoad({ kind: 'ready', summary }),
      (error: unknown) => current && !handleError(error) && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [handleError, attempt]);

  const figure = (label: string, value: ReactNode, key: string) => (
    <div key={key} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-steel-200" data-admin-figure={key}>
      <dt className="text-sm font-medium text-steel-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-navy-900">{value}</dd>
    </div>
  );

  return (
    <section data-admin-screen="dashboard">
      {heading}
      {load.kind === 'loading' && (
        <p className="mt-6" role="status">
          {strings.loading}
        </p>
      )}
      {load.kind === 'failed' && (
        <div className="mt-6">
          <LoadFailed message={strings.unavailableHeader} retryLabel={strings.retry} onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
      {load.kind === 'ready' && (
        <>
          <h2 className="sr-only">{strings.dashboard.figures}</h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {load.summary.open !== null && figure(strings.dashboard.open, load.summary.open, 'open')}
            {load.summary.thisWeek !== null && figure(strings.dashboard.thisWeek, load.summary.thisWeek, 'thisWeek')}
            {figure(
              strings.dashboard.snapshotExportedAt,
              load.summary.snapshotExportedAt === null ? (
                <span className="text-lg">{strings.dashboard.neverExported}</span>
              ) : (
                <time dateTime={load.summary.snapshotExportedAt} className="text-lg">
                  {formatDateTime(load.summary.snapshotExportedAt, lang)}
                </time>
              ),
              'snapshotExportedAt',
            )}
          </dl>
        </>
      )}
      {inboxLink && <p className="mt-6">{inboxLink(strings.dashboard.toInbox)}</p>}
      {/* The summary counts requests only for accounts that may see them: so do the figures. */}
      {load.kind === 'ready' && load.summary.open !== null && <LeadFigureTables lang={lang} strings={strings} handleError={handleError} />}
    </section>
  );
}
