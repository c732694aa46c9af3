/** One run in the list: what it is and who started it, its buttons, its progress or error, and what it changes. */
import type { AdminLang } from '../../../i18n/admin-languages';
import type { PublishRun, PublishState } from '../../../admin-api/contract';
import { fill, formatDateTime } from '../strings';
import { DocumentChanges, PageChanges } from './ChangeLists';
import { pagesBuilt, underWay } from './publish-state';
import { RunActions } from './RunActions';
import { RunProgress } from './RunProgress';
import type { PublishStrings } from './strings';
import type { PublishActions } from './use-publish-actions';

interface Props {
  run: PublishRun;
  ui: AdminLang;
  texts: PublishStrings;
  workflow: boolean;
  busy: boolean;
  rollsBack: boolean;
  actions: Pick<PublishActions, 'openPreview' | 'publish'>;
}

const badgeClass = (state: PublishState) =>
  state === 'live' ? 'bg-accent-400 text-navy-950' : state === 'failed' ? 'bg-red-100 text-red-800' : 'bg-steel-100';

export function RunCard(props: Props) {
  const { run, ui, texts, workflow } = props;
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200" data-run={run.id} data-run-state={run.state}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">
            <span className="font-mono">{run.id.slice(0, 8)}</span>{' '}
            <span className={`ms-2 rounded px-2 py-0.5 text-sm ${badgeClass(run.state)}`}>{texts.states[run.state]}</span>
          </p>
          <p className="text-sm text-steel-700">{fill(texts.startedBy, { date: formatDateTime(run.startedAt, ui), by: run.startedBy })}</p>
        </div>
        <RunActions {...props} rollBackTo={props.rollsBack ? fill(texts.buildOf, { time: formatDateTime(run.startedAt, ui) }) : null} />
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
      {underWay(run) && (
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
            <DocumentChanges ui={ui} texts={texts} changes={run.changes.documents} />
            <PageChanges texts={texts} changes={run.changes.pages} link={(page) => <PreviewPageLink {...props} page={page} />} />
          </div>
        </details>
      )}
    </li>
  );
}

/** A changed page of the run's build: the workflow's preview address in a new tab, or this session's preview here. */
function PreviewPageLink({ run, texts, workflow, actions, page }: Props & { page: string }) {
  const label = fill(texts.openInPreview, { page });
  return workflow && run.previewUrl ? (
    <a
      href={new URL(page, run.previewUrl).href}
      target="_blank"
      rel="noopener"
      className="font-mono text-navy-700 underline"
      aria-label={label}
    >
      {page}
    </a>
  ) : (
    <button
      type="button"
      onClick={() => actions.openPreview(run.id, page)}
      className="font-mono text-navy-700 underline"
      aria-label={label}
    >
      {page}
    </button>
  );
}
