/**
 * Preview and publish: start a build, follow its stage and progress, read what it
 * changes, open it in the preview (this session alone sees it at the site's own paths), then
 * publish that very build, or roll back to an earlier one.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AdminLang } from '../../../i18n/admin-languages';
import {
  STARTUP_BUILD,
  type PublishChangeKind,
  type PublishChanges,
  type PublishRun,
  type PublishRunsAnswer,
} from '../../../admin-api/contract';
import { studioStrings } from '../studio/base/strings';
import { LoadFailed } from '../LoadFailed';
import { fill, formatDateTime } from '../strings';
import { endPreview, fetchRuns, previewRun, putLive, startRun, type StartResult } from './api';
import { publishStrings } from './strings';

interface Props {
  ui: AdminLang;
  heading: ReactNode;
  retryLabel: string;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

/** How often a run under way is asked about: often enough for a progress bar, rarely enough for the server. */
const POLL_MS = 1500;

const active = (run: PublishRun) => run.state === 'queued' || run.state === 'running';
/** Pages counted while building and verifying; any other stage has no count to show (a bar that moves). */
const pagesBuilt = (run: PublishRun): run is PublishRun & { progress: { done: number; total: number } } =>
  run.progress !== null && (run.stage === 'build' || run.stage === 'verify');

function RunProgress({ stage, pages, progress }: { stage: string; pages: string | null; progress: PublishRun['progress'] }) {
  return (
    <div className="mt-3">
      <p className="text-sm">{stage}</p>
      {progress ? (
        <progress className="mt-1 h-3 w-full" max={progress.total} value={progress.done} aria-label={pages ?? stage} />
      ) : (
        <progress className="mt-1 h-3 w-full" aria-label={stage} />
      )}
      {pages && <p className="text-sm text-steel-700">{pages}</p>}
    </div>
  );
}

/** A finished preview the rebuild workflow is putting live (production). */
const goingLive = (run: PublishRun) => run.state === 'ready' && run.stage === 'live';

export function PublishScreen({ ui, heading, retryLabel, announce, handleError }: Props) {
  const texts = publishStrings[ui];
  const [answer, setAnswer] = useState<PublishRunsAnswer | null | 'failed'>(null);
  const [message, setMessage] = useState('');
  /** The run this editor started: the message follows it to its end, so it never says "queued" beside a ready run. */
  const [followed, setFollowed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async () => {
    try {
      setAnswer(await fetchRuns());
    } catch (error) {
      if (!handleError(error)) setAnswer('failed');
    }
  }, [handleError]);

  useEffect(() => {
    void load();
  }, [load, attempt]);

  const runs = answer === null || answer === 'failed' ? answer : answer.runs;
  const mode = answer === null || answer === 'failed' ? undefined : answer.mode;
  const workflow = mode?.kind === 'workflow';
  const underWay = Array.isArray(runs) && runs.some((run) => active(run) || goingLive(run));
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, load]);

  const act = async (work: () => Promise<StartResult>, done: string, then?: (id: string) => void) => {
    setBusy(true);
    setFollowed(null);
    try {
      const result = await work();
      if (result.ok) {
        setMessage(done);
        if (done) announce(done);
        then?.(result.id);
      } else setMessage(fill(texts.failed, { message: result.reason ? texts.refusals[result.reason] : result.message }));
    } catch (error) {
      if (!handleError(error)) setMessage(fill(texts.failed, { message: (error as Error).message }));
    } finally {
      setBusy(false);
      await load();
    }
  };

  /** Opens `page` of run `id`'s build in this session's preview. */
  const openPreview = (id: string, page = '/') =>
    void act(
      () => previewRun(id),
      '',
      () => window.location.assign(page),
    );

  /** Ends this session's preview of build `id`; the focus goes on to starting the next one, as the button leaves. */
  const stopPreview = (id: string) =>
    void act(
      async () => {
        await endPreview();
        return { ok: true, id };
      },
      texts.previewEnded,
      () => document.querySelector<HTMLElement>('[data-build-preview]')?.focus(),
    );

  const publish = (id: string) => {
    if (!window.confirm(texts.publishConfirm)) return;
    // The editor sees the live build afterwards, as every visitor does.
    void act(
      async () => {
        const result = await putLive(id);
        if (result.ok && !workflow) await endPreview();
        return result;
      },
      workflow ? texts.publishing : texts.published,
    );
  };

  const kindOf = (kind: PublishChangeKind) => <span className="text-steel-700">({texts[kind]})</span>;

  /** Each document as the studio names it, in the admin's language, with its items that changed. */
  const documentList = (changes: PublishChanges['documents']) =>
    changes.length > 0 && (
      <div data-changed-documents>
        <h3 className="font-semibold">{texts.documents}</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {changes.map((change) => (
            <li key={`${change.lang}:${change.key}`}>
              {studioStrings[ui].documents[change.key]} ({change.lang.toUpperCase()}) {kindOf(change.kind)}
              {change.items.length > 0 && (
                <ul className="ms-4 list-disc ps-4">
                  {change.items.map((item) => (
                    <li key={item.id}>
                      {item.label} {kindOf(item.kind)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    );

  /** Pages whose main content changed, each a way into the preview; those whose shared frame alone changed, folded away. */
  const pageList = (changes: PublishChanges['pages'], link: (page: string) => ReactNode) => {
    const entries = (['added', 'changed', 'removed'] as const).flatMap((kind) => changes[kind].map((page) => ({ kind, page })));
    if (entries.length === 0 && changes.frameOnly.length === 0) return null;
    return (
      <div data-changed-pages>
        <h3 className="font-semibold">{texts.pages}</h3>
        {entries.length > 0 && (
          <ul className="mt-1 space-y-1 text-sm">
            {entries.map(({ kind, page }) => (
              <li key={`${kind}:${page}`}>
                {kind === 'removed' ? <span className="font-mono">{page}</span> : link(page)} {kindOf(kind)}
              </li>
            ))}
          </ul>
        )}
        {changes.frameOnly.length > 0 && (
          <details className="mt-2 text-sm" data-frame-only>
            <summary className="min-h-11 cursor-pointer content-center">
              {fill(texts.frameOnly, { count: changes.frameOnly.length })}
            </summary>
            <ul className="mt-1 space-y-1">
              {changes.frameOnly.map((page) => (
                <li key={page}>{link(page)}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    );
  };

  const liveRun = Array.isArray(runs) ? runs.find((run) => run.state === 'live') : undefined;
  const served = answer === null || answer === 'failed' ? null : answer.served;
  const previewing = answer === null || answer === 'failed' ? null : answer.previewing;
  const followedRun = Array.isArray(runs) ? runs.find((run) => run.id === followed) : undefined;
  // Its status region says each state as the run reaches it.
  const shownMessage = followedRun ? texts.followed[followedRun.state] : message;
  const button = 'min-h-11 rounded-md px-4 font-semibold disabled:opacity-60';

  return (
    <section data-admin-screen="publish">
      {heading}
      <p className="mt-2 max-w-prose text-steel-700">{workflow ? texts.introWorkflow : texts.intro}</p>
      {mode && (
        <p className="mt-2 max-w-prose text-sm text-steel-700" data-publish-mode={mode.kind}>
          {workflow
            ? fill(texts.workflow, { repository: mode.repository ?? '', minutes: String(Math.round(mode.pageMaxAgeSeconds / 60)) })
            : texts.embedded}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy || underWay}
          onClick={() => void act(() => startRun('preview'), texts.followed.queued, setFollowed)}
          className={`${button} bg-navy-900 text-white hover:bg-navy-700`}
          data-build-preview
        >
          {texts.buildPreview}
        </button>
        <button
          type="button"
          disabled={busy || underWay}
          onClick={() => void act(() => startRun('live'), texts.followed.queued, setFollowed)}
          className={`${button} ring-1 ring-steel-500 hover:bg-steel-100`}
        >
          {texts.buildAndPublish}
        </button>
        {!workflow && previewing && (
          <button
            type="button"
            disabled={busy}
            onClick={() => stopPreview(previewing)}
            className={`${button} ring-1 ring-steel-500 hover:bg-steel-100`}
            data-end-preview
          >
            {texts.endPreview}
          </button>
        )}
        {!workflow && served !== null && served !== STARTUP_BUILD && (
          <button
            type="button"
            disabled={busy}
            onClick={() => publish(STARTUP_BUILD)}
            className={`${button} ring-1 ring-steel-500 hover:bg-steel-100`}
            data-roll-back-startup
          >
            {texts.rollBackStartup}
          </button>
        )}
      </div>
      {!workflow && previewing && (
        <p className="mt-3 text-sm" data-preview-open>
          {fill(texts.previewOpen, { id: previewing.slice(0, 8) })}
        </p>
      )}
      <p role="status" className="mt-3 min-h-6 font-medium" data-publish-message>
        {shownMessage}
      </p>
      {runs === null && <p role="status">…</p>}
      {runs === 'failed' && <LoadFailed message={texts.none} retryLabel={retryLabel} onRetry={() => setAttempt((n) => n + 1)} />}
      {Array.isArray(runs) && (
        <>
          <h2 className="mt-6 text-xl font-bold">{texts.runs}</h2>
          {runs.length === 0 && <p className="mt-2">{texts.none}</p>}
          <ol className="mt-3 space-y-4">
            {runs.map((run) => (
              <li
                key={run.id}
                className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200"
                data-run={run.id}
                data-run-state={run.state}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold">
                      <span className="font-mono">{run.id.slice(0, 8)}</span>{' '}
                      <span
                        className={`ms-2 rounded px-2 py-0.5 text-sm ${run.state === 'live' ? 'bg-accent-400 text-navy-950' : run.state === 'failed' ? 'bg-red-100 text-red-800' : 'bg-steel-100'}`}
                      >
                        {texts.states[run.state]}
                      </span>
                    </p>
                    <p className="text-sm text-steel-700">
                      {fill(texts.startedBy, { date: formatDateTime(run.startedAt, ui), by: run.startedBy })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {workflow && run.previewUrl && (run.state === 'ready' || run.state === 'live') && (
                      <a
                        href={run.previewUrl}
                        target="_blank"
                        rel="noopener"
                        className={`${button} inline-flex items-center ring-1 ring-steel-500 hover:bg-steel-100`}
                        data-preview-run
                      >
                        {texts.preview}
                      </a>
                    )}
                    {!workflow && (run.state === 'ready' || run.state === 'live') && (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => openPreview(run.id)}
                        className={`${button} ring-1 ring-steel-500 hover:bg-steel-100`}
                        data-preview-run
                      >
                        {texts.preview}
                      </button>
                    )}
                    {run.state === 'ready' && (
                      <button
                        type="button"
                        disabled={busy || goingLive(run)}
                        onClick={() => publish(run.id)}
                        className={`${button} bg-navy-900 text-white hover:bg-navy-700`}
                        data-publish-run
                      >
                        {liveRun && liveRun.startedAt > run.startedAt ? texts.rollBack : texts.publish}
                      </button>
                    )}
                  </div>
                </div>
                {workflow && (run.previewExpiresAt || run.workflowRunUrl) && (
                  <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-steel-700">
                    {run.previewExpiresAt && <span>{fill(texts.previewUntil, { date: formatDateTime(run.previewExpiresAt, ui) })}</span>}
                    {run.workflowRunUrl && (
                      <a href={run.workflowRunUrl} target="_blank" rel="noopener" className="text-navy-700 underline">
                        {texts.workflowLog}
                      </a>
                    )}
                  </p>
                )}
                {(active(run) || goingLive(run)) && (
                  <RunProgress
                    stage={run.stage ? (texts.stages[run.stage] ?? run.stage) : texts.states[run.state]}
                    pages={pagesBuilt(run) ? fill(texts.progress, run.progress) : null}
                    progress={pagesBuilt(run) ? run.progress : null}
                  />
                )}
                {run.error && (
                  <details className="mt-3">
                    <summary className="cursor-pointer font-semibold text-red-800">
                      {fill(texts.error, { stage: run.stage ?? texts.states[run.state] })}
                    </summary>
                    <pre className="mt-2 overflow-x-auto rounded bg-steel-100 p-3 text-xs whitespace-pre-wrap">{run.error}</pre>
                  </details>
                )}
                {run.changes && (
                  <details className="mt-3">
                    <summary className="cursor-pointer font-semibold">{texts.changes}</summary>
                    <div className="mt-2 grid gap-4 md:grid-cols-2">
                      {documentList(run.changes.documents)}
                      {pageList(run.changes.pages, (page) =>
                        workflow && run.previewUrl ? (
                          <a
                            href={new URL(page, run.previewUrl).href}
                            target="_blank"
                            rel="noopener"
                            className="font-mono text-navy-700 underline"
                            aria-label={fill(texts.openInPreview, { page })}
                          >
                            {page}
                          </a>
                        ) : (
                          <button
                            type="button"
                            onClick={() => openPreview(run.id, page)}
                            className="font-mono text-navy-700 underline"
                            aria-label={fill(texts.openInPreview, { page })}
                          >
                            {page}
                          </button>
                        ),
                      )}
                    </div>
                  </details>
                )}
              </li>
            ))}
            {/* The oldest build of all, so the last; listed while it is the one served. */}
            {!workflow && served === STARTUP_BUILD && (
              <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200" data-run={STARTUP_BUILD} data-run-state="live">
                <p className="font-semibold">
                  {texts.startupBuild}{' '}
                  <span className="ms-2 rounded bg-accent-400 px-2 py-0.5 text-sm text-navy-950">{texts.states.live}</span>
                </p>
              </li>
            )}
          </ol>
        </>
      )}
    </section>
  );
}
