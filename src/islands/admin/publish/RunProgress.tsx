/** A run's stage under way, with its pages counted where the stage counts them, else a bar that moves. */
import type { PublishRun } from '../../../admin-api/contract';

interface Props {
  stage: string;
  pages: string | null;
  progress: PublishRun['progress'];
}

export function RunProgress({ stage, pages, progress }: Props) {
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
