/**
 * A run's buttons: its preview (the workflow's own address, or this session's preview of this
 * server's build) once it is built, and putting a ready build live: a publish, or a roll back
 * to a build older than the live one.
 */
import type { PublishRun } from '../../../admin-api/contract';
import { buttonClass } from './button-class';
import { goingLive } from './publish-state';
import type { PublishStrings } from './strings';
import type { PublishActions } from './use-publish-actions';

interface Props {
  run: PublishRun;
  texts: PublishStrings;
  workflow: boolean;
  busy: boolean;
  /** An older build than the live one, in words: putting it live rolls back to it. */
  rollBackTo: string | null;
  actions: Pick<PublishActions, 'openPreview' | 'publish'>;
}

export function RunActions({ run, texts, workflow, busy, rollBackTo, actions }: Props) {
  const built = run.state === 'ready' || run.state === 'live';
  return (
    <div className="flex flex-wrap gap-2">
      {workflow && run.previewUrl && built && (
        <a
          href={run.previewUrl}
          target="_blank"
          rel="noopener"
          className={`${buttonClass} inline-flex items-center ring-1 ring-steel-500 hover:bg-steel-100`}
          data-preview-run
        >
          {texts.preview}
        </a>
      )}
      {!workflow && built && (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.openPreview(run.id)}
          className={`${buttonClass} ring-1 ring-steel-500 hover:bg-steel-100`}
          data-preview-run
        >
          {texts.preview}
        </button>
      )}
      {run.state === 'ready' && (
        <button
          type="button"
          disabled={busy || goingLive(run)}
          onClick={() => actions.publish(run.id, rollBackTo)}
          className={`${buttonClass} bg-navy-900 text-white hover:bg-navy-700`}
          data-publish-run
        >
          {rollBackTo ? texts.rollBack : texts.publish}
        </button>
      )}
    </div>
  );
}
