/**
 * An item of a document's sub-collection in the list: its title, the languages it is missing in,
 * its out-of-date and empty fields, its last changes, its move buttons (not while filtered: the
 * order is the whole list's) and its editor's link.
 */
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import type { DocumentKey } from '../../../../content/documents';
import type { Lang } from '../../../../i18n/routes';
import { MissingLanguages } from '../translation/MissingLanguages';
import { OutdatedCounts } from '../translation/OutdatedCounts';
import { EditLink } from './EditLink';
import { EmptyNote } from './EmptyNote';
import { LastChanges } from './LastChanges';
import type { ListView } from './list-view';
import { MoveButtons } from './MoveButtons';

interface Props {
  view: ListView;
  docKey: DocumentKey;
  rows: readonly (ContentOverviewEntry & { lang: Lang })[];
  ids: readonly string[];
  titles: readonly string[];
  id: string;
}

export function ItemRow({ view, docKey, rows, ids, titles, id }: Props) {
  const { ui, strings, open, work } = view;
  const texts = strings.list;
  const itemRows = rows.flatMap((row) => {
    const item = row.items?.find((candidate) => candidate.id === id);
    return item ? [{ ...item, lang: row.lang }] : [];
  });
  const title = (itemRows.find((row) => row.lang === ui) ?? itemRows[0])?.title ?? id;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-content-item={id}>
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-medium">{title}</p>
        <MissingLanguages
          present={itemRows.map((row) => row.lang)}
          address={{ key: docKey, item: id }}
          title={title}
          strings={strings}
          open={open}
        />
        <OutdatedCounts strings={strings} counts={Object.fromEntries(itemRows.map((row) => [row.lang, row.outdated ?? 0]))} />
        <EmptyNote view={view} docKey={docKey} item={id} />
        <LastChanges rows={itemRows} ui={ui} texts={texts} />
      </div>
      <div className="flex flex-wrap gap-2">
        {!work && <MoveButtons view={view} docKey={docKey} ids={ids} id={id} titles={titles} title={title} />}
        <EditLink address={{ key: docKey, item: id }} text={texts.edit} label={`${texts.edit}: ${title}`} open={open} />
      </div>
    </li>
  );
}
