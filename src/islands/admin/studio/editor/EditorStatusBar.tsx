/**
 * The sticky bar under the form: Save, what the last step did (the status, with what colleagues
 * changed meanwhile), the languages not shown that hold unsaved work, and an item's Delete (a
 * deleted item's Restore, which brings it back with what was typed laid over it). On a phone the
 * status sits beside Save; one too long for that row puts the bar in the form's flow
 * (save-bar.ts), on a row of its own.
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
      className="group sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-steel-200 bg-steel-100 px-4 py-3 data-grown:static"
      data-save-bar
    >
      <button
        type="submit"
        disabled={status.kind === 'saving'}
        className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700 disabled:opacity-60 sm:px-5"
        data-studio-save
      >
        {status.kind === 'saving' ? texts.saving : texts.save}
      </button>
      <p
        role="status"
        className={`min-w-0 flex-1 basis-0 text-sm leading-tight sm:text-base sm:leading-normal group-data-grown:order-last group-data-grown:basis-full ${warning ? 'font-medium text-red-800' : 'text-steel-700'}`}
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
          className="min-h-11 min-w-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
        >
          {/* On a phone a bin, so that the status keeps room beside Save in the bar's one row; its name stays the words. */}
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            className="mx-auto size-5 sm:hidden"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
          <span className="sr-only sm:not-sr-only">{texts.delete}</span>
        </button>
      )}
    </div>
  );
}
