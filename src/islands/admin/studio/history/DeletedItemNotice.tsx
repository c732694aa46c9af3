/**
 * The old address of a deleted item: who deleted it and when in each language, Restore, which
 * brings it back in every language it was deleted in, and its history in each of them, each
 * revision compared with the last one before the deletion. When this browser keeps what the
 * editor typed, it says so: the form below shows it, and Restore brings the item back under it.
 */
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { DeletionList } from './DeletedItems';
import type { DeletedItemView } from './deleted-items';
import type { StudioStrings } from '../base/strings';
import { HistoryPanel } from './HistoryPanel';
import type { useItemRestore } from './use-item-restore';
import { unitFields } from '../unit/unit-data';

interface Props {
  docKey: DocumentKey;
  item: DeletedItemView;
  ui: AdminLang;
  strings: StudioStrings;
  /** The editor's restore: the same one its save bar offers. */
  restoring: ReturnType<typeof useItemRestore>;
  /** What the editor typed is kept in this browser (and shown in the form below). */
  kept: boolean;
  handleError: (error: unknown) => boolean;
}

export function DeletedItemNotice({ docKey, item, ui, strings, restoring, kept, handleError }: Props) {
  const texts = strings.deletedItems;
  const { busy, refusal, restore } = restoring;
  const fields = unitFields(docKey, true);
  return (
    <div className="mt-6 space-y-4">
      <div className="max-w-prose rounded-md border-s-4 border-red-700 bg-white p-4" data-deleted-notice={item.id}>
        <p className="font-bold text-red-800">{texts.notice}</p>
        <p className="mt-1 font-medium">{item.title}</p>
        <div className="mt-2">
          <DeletionList deletions={item.deletions} ui={ui} strings={strings} />
        </div>
        {kept && item.restorable && <p className="mt-2 text-sm">{strings.editor.goneKept}</p>}
        {refusal && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {refusal.text}
          </p>
        )}
        {item.restorable ? (
          <button
            type="button"
            aria-disabled={busy !== null}
            onClick={() => void restore(item.id, item.title)}
            className="mt-3 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700 aria-disabled:opacity-60"
          >
            {texts.restore}
          </button>
        ) : (
          <p className="mt-2 text-sm text-steel-700">{texts.notRestorable}</p>
        )}
      </div>
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
