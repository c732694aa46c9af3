/** The editor's top: the way back to the list, the unit's heading, and a draft laid over it with the way to drop it. */
import type { MouseEvent, ReactNode } from 'react';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { fill, formatDateTime } from '../../strings';
import type { StudioStrings } from '../base/strings';

interface Props {
  heading: ReactNode;
  back: (event: MouseEvent<HTMLAnchorElement>) => void;
  backHref: string;
  strings: StudioStrings;
  ui: AdminLang;
  /** When the draft laid over the stored unit was written; null without one (or while loading). */
  restoredDraftAt?: string | null;
  discardDraft?: () => void;
}

export function EditorHeader({ heading, back, backHref, strings, ui, restoredDraftAt, discardDraft }: Props) {
  const texts = strings.editor;
  return (
    <>
      <p>
        <a href={backHref} onClick={back} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
          ← {texts.back}
        </a>
      </p>
      {heading}
      {restoredDraftAt && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-white p-3 ring-1 ring-steel-200" data-draft-restored>
          <p>{fill(texts.draftRestored, { date: formatDateTime(restoredDraftAt, ui) })}</p>
          <button
            type="button"
            onClick={discardDraft}
            className="min-h-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-steel-500"
          >
            {texts.discardDraft}
          </button>
        </div>
      )}
    </>
  );
}
