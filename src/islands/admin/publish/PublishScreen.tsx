/**
 * Preview and publish: start a build, follow its stage and progress, read what it
 * changes, open it in the preview (this session alone sees it at the site's own paths), then
 * publish that very build, or roll back to an earlier one.
 */
import type { ReactNode } from 'react';
import type { AdminLang } from '../../../i18n/admin-languages';
import { STARTUP_BUILD } from '../../../admin-api/contract';
import { LoadFailed } from '../LoadFailed';
import { fill } from '../strings';
import { BuildButtons } from './BuildButtons';
import { rollsBack, shownMessage } from './publish-state';
import { RunCard } from './RunCard';
import { publishStrings } from './strings';
import { usePublishActions } from './use-publish-actions';
import { usePublishRuns } from './use-publish-runs';

interface Props {
  ui: AdminLang;
  heading: ReactNode;
  retryLabel: string;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

export function PublishScreen({ ui, heading, retryLabel, announce, handleError }: Props) {
  const texts = publishStrings[ui];
  const { view, load, retry } = usePublishRuns(handleError);
  const { runs, mode, workflow, served, previewing } = view;
  const actions = usePublishActions({ texts, workflow, announce, handleError, load });
  const { busy } = actions;

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
      <BuildButtons texts={texts} view={view} busy={busy} actions={actions} />
      {!workflow && previewing && (
        <p className="mt-3 text-sm" data-preview-open>
          {fill(texts.previewOpen, { id: previewing.slice(0, 8) })}
        </p>
      )}
      {/* Its status region says each state of the run it follows as the run reaches it. */}
      <p role="status" className="mt-3 min-h-6 font-medium" data-publish-message>
        {shownMessage(runs, actions.followed, actions.message, texts.followed)}
      </p>
      {runs === null && <p role="status">…</p>}
      {runs === 'failed' && <LoadFailed message={texts.none} retryLabel={retryLabel} onRetry={retry} />}
      {Array.isArray(runs) && (
        <>
          <h2 className="mt-6 text-xl font-bold">{texts.runs}</h2>
          {runs.length === 0 && <p className="mt-2">{texts.none}</p>}
          <ol className="mt-3 space-y-4">
            {runs.map((run) => (
              <RunCard
                key={run.id}
                run={run}
                ui={ui}
                texts={texts}
                workflow={workflow}
                busy={busy}
                rollsBack={rollsBack(run, runs)}
                actions={actions}
              />
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
