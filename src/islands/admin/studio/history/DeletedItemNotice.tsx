/**
 * The old address of a deleted item: who deleted it and when in each language, Restore, which
 * brings it back in every language it was deleted in, and its history in each of them, each
 * revision compared with the last one before the deletion. When this browser keeps what the
 * editor typed, it says so, and the editor's form (`form`) shows it between the notice and the
 * history, its save bar offering Restore too: the item comes back with the typed text laid over it.
 */
import type { ReactNode } from 'react';
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { DeletionList } from './DeletedItems';
import type { DeletedItemView } from './deleted-items';
import type { StudioStrings } from '../base/strings';
import { HistoryPanel } from './HistoryPanel';
import { useItemRestore } from './use-item-restore';
import { unitFields } from '../unit/unit-data';

interface Props {
  docKey: DocumentKey;
  item: DeletedItemView;
  ui: AdminLang;
  strings: StudioStrings;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  /** After the item is back: the editor loads it again, a draft laid over it. */
  restored: () => void;
  /** The editor's form with what was typed (kept in this browser), given its save bar's Restore; null without a draft. */
  form: ((restore: ReactNode) => ReactNode) | null;
}

export function DeletedItemNotice({ docKey, item, ui, strings, announce, handleError, restored, form }: Props) {
  const texts = strings.deletedItems;
  const { busy, refusal, restore } = useItemRestore({ key: docKey, strings, ui, announce, handleError, restored });
  const fields = unitFields(docKey, true);
  const restoreButton = (className: string) => (
    <button
      type="button"
      aria-disabled={busy !== null}
      onClick={() => void restore(item.id, item.title)}
      className={`min-h-11 rounded-md font-semibold aria-disabled:opacity-60 ${className}`}
    >
      {texts.restore}
    </button>
  );
  return (
    <div className="mt-6 space-y-4">
      <div className="max-w-prose rounded-md border-s-4 border-red-700 bg-white p-4" data-deleted-notice={item.id}>
        <p className="font-bold text-red-800">{texts.notice}</p>
        <p className="mt-1 font-medium">{item.title}</p>
        <div className="mt-2">
          <DeletionList deletions={item.deletions} ui={ui} strings={strings} />
        </div>
        {form && item.restorable && <p className="mt-2 text-sm">{strings.editor.goneKept}</p>}
        {refusal && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {refusal.text}
          </p>
        )}
        {item.restorable ? (
          restoreButton('mt-3 bg-navy-900 px-4 text-white hover:bg-navy-700')
        ) : (
          <p className="mt-2 text-sm text-steel-700">{texts.notRestorable}</p>
        )}
      </div>
      {form?.(
        item.restorable && (
          <span data-studio-restore-item>{restoreButton('px-3 text-navy-900 ring-1 ring-navy-900 hover:bg-steel-100')}</span>
        ),
      )}
      <div>
        <h2 className="text-xl font-bold">{strings.history.heading}</h2>
        <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
          {item.deletions.map(({ lang, revision }) => (
            <HistoryPanel
              key={lang}
              unit={{ lang, key: docKey, item: item.id }}
              ui={ui}
              strings={strings}
              fields={fields}
              current={null}
              revision={revision}
              dirty={false}
              onRestore={null}
              handleError={handleError}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
