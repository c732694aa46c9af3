/**
 * A document's deleted items in the content list: each with who deleted it and when in every
 * language it is deleted in, and Restore, which brings it back in all of them at once.
 */
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import { fill, formatDateTime } from '../../strings';
import { deletedItemsOf } from './deleted-items';
import type { StudioStrings } from '../base/strings';
import { useItemRestore } from './use-item-restore';

interface Props {
  docKey: DocumentKey;
  entries: readonly ContentOverviewEntry[];
  ui: AdminLang;
  strings: StudioStrings;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  /** After a restore: the list is read again. */
  restored: () => void;
}

export function DeletedItems({ docKey, entries, ui, strings, announce, handleError, restored }: Props) {
  const texts = strings.deletedItems;
  const { busy, refusal, restore } = useItemRestore({ key: docKey, strings, ui, announce, handleError, restored });
  const items = deletedItemsOf(entries, docKey, ui);
  if (items.length === 0) return null;
  return (
    <details className="mt-4" data-deleted-items={docKey}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{fill(texts.heading, { count: items.length })}</summary>
      <ol className="mt-2 divide-y divide-steel-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-deleted-item={item.id}>
            <div className="min-w-0 flex-1 basis-60">
              <p className="font-medium">{item.title}</p>
              <DeletionList deletions={item.deletions} ui={ui} strings={strings} />
              {refusal?.id === item.id && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {refusal.text}
                </p>
              )}
            </div>
            {item.restorable ? (
              <button
                type="button"
                aria-disabled={busy !== null}
                onClick={() => void restore(item.id, item.title)}
                aria-label={fill(texts.restoreLabel, { name: item.title })}
                className="min-h-11 rounded-md px-3 font-semibold text-navy-900 ring-1 ring-navy-900 hover:bg-steel-100 aria-disabled:cursor-default aria-disabled:opacity-60"
              >
                {texts.restore}
              </button>
            ) : (
              <p className="text-sm text-steel-700">{texts.notRestorable}</p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Who deleted the item and when, per language. */
export function DeletionList({
  deletions,
  ui,
  strings,
}: {
  deletions: readonly { lang: Lang; updatedAt: string | null; updatedBy: string | null }[];
  ui: AdminLang;
  strings: StudioStrings;
}) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {deletions.map(({ lang, updatedAt, updatedBy }) => (
        <div key={lang} className="flex gap-2" data-deleted-in={lang}>
          <dt className="font-semibold uppercase">{lang}</dt>
          <dd className="text-steel-700">
            {fill(strings.deletedItems.deletedBy, {
              by: updatedBy ?? strings.conflict.someone,
              date: updatedAt ? formatDateTime(updatedAt, ui) : '—',
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
