/**
 * The sticky bar under the form: Save, what the last step did (the status, with what colleagues
 * changed meanwhile), the languages not shown that hold unsaved work, and an item's Delete (a
 * deleted item's Restore, which brings it back with what was typed laid over it).
 */
import type { ReactNode } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { notShown, type LanguagePair } from '../translation/language-pair';
import type { Status } from '../model/sides';
import { measureSaveBar } from './save-bar';
import { statusText } from './status-text';
import type { StudioStrings } from '../base/strings';

interface Props {
  status: Status;
  strings: StudioStrings;
  ui: AdminLang;
  fields: readonly FieldDescription[];
  dirtyLangs: readonly Lang[];
  /** The languages whose conflict screen waits for the editor's choice. */
  conflictLangs: readonly Lang[];
  pair: LanguagePair<Lang>;
  /** Shown for an existing item: asks before it deletes. */
  onDelete: (() => void) | null;
  /** An item deleted meanwhile: its Restore (the notice's, history/DeletedItemNotice.tsx), instead of Delete. */
  restore: ReactNode;
}

const WARNINGS: readonly Status['kind'][] = ['invalid', 'network', 'gone', 'changedSince', 'restoreRefused'];

export function EditorStatusBar({ status, strings, ui, fields, dirtyLangs, conflictLangs, pair, onDelete, restore }: Props) {
  const texts = strings.editor;
  const warning = WARNINGS.includes(status.kind) || conflictLangs.length > 0;
  // Drafts of the languages not shown are kept and saved with the rest: the editor is told they are there.
  const hiddenDirty = notShown(pair, dirtyLangs);
  return (
    <div
      ref={measureSaveBar}
      className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-steel-200 bg-steel-100/95 px-4 py-3"
      data-save-bar
    >
      <button
        type="submit"
        disabled={status.kind === 'saving'}
        className="min-h-11 rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-700 disabled:opacity-60"
        data-studio-save
      >
        {status.kind === 'saving' ? texts.saving : texts.save}
      </button>
      <p
        role="status"
        className={`order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-0 ${warning ? 'font-medium text-red-800' : 'text-steel-700'}`}
        data-studio-status={status.kind}
      >
        {statusText(status, strings, ui, fields, { dirty: dirtyLangs.length > 0, conflictLangs })}
      </p>
      {hiddenDirty.length > 0 && (
        <p className="order-last basis-full text-sm font-medium text-navy-950" data-hidden-unsaved={hiddenDirty.join(' ')}>
          {fill(texts.hiddenUnsaved, { langs: hiddenDirty.map((lang) => strings.languageNames[lang]).join(', ') })}
        </p>
      )}
      {restore}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className="min-h-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
        >
          {texts.delete}
        </button>
      )}
    </div>
  );
}
