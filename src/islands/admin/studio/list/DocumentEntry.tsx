/**
 * A document in the list: its name, out-of-date and empty fields, last changes and editor's
 * link; with a sub-collection, its items (all, or filtered those that need work), its deleted
 * items with Restore and a link to add one.
 */
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import { contentDocuments, type DocumentKey } from '../../../../content/documents';
import type { Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { DeletedItems } from '../history/DeletedItems';
import { needsWork } from '../translation/language-work';
import { languageWorkStrings } from '../translation/language-work-strings';
import { OutdatedCounts } from '../translation/OutdatedCounts';
import { NEW_ITEM } from '../unit/editor-address';
import { EditLink } from './EditLink';
import { EmptyNote } from './EmptyNote';
import { ItemRow } from './ItemRow';
import { LastChanges } from './LastChanges';
import type { ListView } from './list-view';

interface Props {
  view: ListView;
  docKey: DocumentKey;
  entries: readonly ContentOverviewEntry[];
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  /** An item was restored: the list is read again. */
  restored: () => void;
}

export function DocumentEntry({ view, docKey: key, entries, announce, handleError, restored }: Props) {
  const { ui, strings, open, work, filter } = view;
  const texts = strings.list;
  const rows = entries.filter((entry) => entry.key === key) as (ContentOverviewEntry & { lang: Lang })[];
  const name = strings.documents[key];
  const sub = contentDocuments[key].subCollection;
  const ids = [...new Set(rows.flatMap((row) => row.items?.map((item) => item.id) ?? []))];
  const shownIds = work ? ids.filter((id) => needsWork(work, key, id)) : ids;
  // Every item by its title in the admin's language, for "Move to…" to name each place.
  const titles = ids.map((id) => {
    const own = rows.flatMap((row) => row.items?.filter((item) => item.id === id).map((item) => ({ ...item, lang: row.lang })) ?? []);
    return (own.find((row) => row.lang === ui) ?? own[0])?.title ?? id;
  });
  const outdated = (row: ContentOverviewEntry) =>
    (row.outdated ?? 0) + (row.items ?? []).reduce((sum, entry) => sum + (entry.outdated ?? 0), 0);
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200" data-content-document={key}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{name}</h2>
          <OutdatedCounts strings={strings} counts={Object.fromEntries(rows.map((row) => [row.lang, outdated(row)]))} />
          <EmptyNote view={view} docKey={key} item={null} />
        </div>
        <EditLink
          address={{ key, item: null }}
          text={sub ? texts.pageFields : texts.edit}
          label={`${texts.edit}: ${name}${sub ? ` (${texts.pageFields})` : ''}`}
          open={open}
        />
      </div>
      <div className="mt-2">
        <p className="sr-only">{texts.lastChange}</p>
        <LastChanges rows={rows} ui={ui} texts={texts} />
      </div>
      {sub && shownIds.length > 0 && (
        // Filtered, the few items that need work are shown at once.
        <details key={filter ?? ''} open={filter !== null} className="mt-4" data-content-items={key}>
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {work
              ? fill(languageWorkStrings[ui].itemsNeedingWork, { count: shownIds.length, total: ids.length })
              : fill(texts.itemCount, { count: ids.length })}
          </summary>
          <ol className="mt-2 divide-y divide-steel-200">
            {shownIds.map((id) => (
              <ItemRow key={id} view={view} docKey={key} rows={rows} ids={ids} titles={titles} id={id} />
            ))}
          </ol>
        </details>
      )}
      {sub && !work && (
        <DeletedItems
          docKey={key}
          entries={entries}
          ui={ui}
          strings={strings}
          announce={announce}
          handleError={handleError}
          restored={restored}
        />
      )}
      {sub && !work && (
        <p className="mt-3">
          <EditLink address={{ key, item: NEW_ITEM }} text={texts.addItem} label={`${texts.addItem}: ${name}`} open={open} />
        </p>
      )}
    </li>
  );
}
