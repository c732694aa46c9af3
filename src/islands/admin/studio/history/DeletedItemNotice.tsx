/**
 * The old address of a deleted item: instead of an empty form, who deleted it and when in each
 * language, and Restore, which brings it back in every language it was deleted in.
 */
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { DeletionList } from './DeletedItems';
import type { DeletedItemView } from './deleted-items';
import type { StudioStrings } from '../base/strings';
import { useItemRestore } from './use-item-restore';

interface Props {
  docKey: DocumentKey;
  item: DeletedItemView;
  ui: AdminLang;
  strings: StudioStrings;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  restored: () => void;
}

export function DeletedItemNotice({ docKey, item, ui, strings, announce, handleError, restored }: Props) {
  const texts = strings.deletedItems;
  const { busy, refusal, restore } = useItemRestore({ key: docKey, strings, ui, announce, handleError, restored });
  return (
    <div className="mt-6 max-w-prose rounded-md border-s-4 border-red-700 bg-white p-4" data-deleted-notice={item.id}>
      <p className="font-bold text-red-800">{texts.notice}</p>
      <p className="mt-1 font-medium">{item.title}</p>
      <div className="mt-2">
        <DeletionList deletions={item.deletions} ui={ui} strings={strings} />
      </div>
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
  );
}
