/**
 * The content list: every document the site reads and every item of its sub-collections, each
 * with its last change and who made it in every language, how many fields are out of date in
 * each language, and the items' order, changed here with move buttons (their order field): a
 * place up or down, or to any place in one step; an item missing in a language, and each
 * document's deleted items with Restore. Above them, per language, what is missing or out of
 * date, and a filter that narrows the list to that in one language (where moving is off: the
 * order is the whole list's).
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { ITEM_ORDER_FIELD } from '../../../../content/document-parts';
import { contentDocuments, documentKeys, type DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import { LoadFailed } from '../../LoadFailed';
import { fill, formatDateTime } from '../../strings';
import { fetchOverview, fetchUnit, saveUnit } from '../base/api';
import { editorHref, NEW_ITEM, type EditorAddress } from '../unit/editor-address';
import { DeletedItems } from '../history/DeletedItems';
import { afterMove, orderBetween } from './item-order';
import { languageWork, needsWork, unitsNeedingWork, type LanguageWork } from '../translation/language-work';
import { languageWorkStrings } from '../translation/language-work-strings';
import { LanguageWorkSummary } from '../translation/LanguageWorkSummary';
import { MissingLanguages } from '../translation/MissingLanguages';
import { MoveToPosition } from './MoveToPosition';
import { OutdatedCounts } from '../translation/OutdatedCounts';
import type { StudioStrings } from '../base/strings';

interface Props {
  ui: AdminLang;
  strings: StudioStrings;
  retryLabel: string;
  heading: ReactNode;
  open: (event: MouseEvent<HTMLAnchorElement>, address: EditorAddress) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

type Head = Pick<ContentOverviewEntry, 'updatedAt' | 'updatedBy'>;
type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entries: ContentOverviewEntry[] };

export function ContentList({ ui, strings, retryLabel, heading, open, announce, handleError }: Props) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [moving, setMoving] = useState(false);
  const [filter, setFilter] = useState<Lang | null>(null);
  const texts = strings.list;

  useEffect(() => {
    let current = true;
    fetchOverview().then(
      (entries) => current && setLoad({ kind: 'ready', entries }),
      (error: unknown) => current && !handleError(error) && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [handleError, attempt]);

  const lastChange = (head: Head | undefined) =>
    head?.updatedAt ? fill(texts.changedBy, { date: formatDateTime(head.updatedAt, ui), by: head.updatedBy ?? '' }) : texts.never;

  const heads = (rows: (Head & { lang: Lang })[]) => (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {languages.map((lang) => {
        const row = rows.find((candidate) => candidate.lang === lang);
        return (
          <div key={lang} className="flex gap-2">
            <dt className="font-semibold uppercase">{lang}</dt>
            <dd className="text-steel-700">{row ? lastChange(row) : '—'}</dd>
          </div>
        );
      })}
    </dl>
  );

  const link = (address: EditorAddress, text: string, label?: string) => (
    <a
      href={editorHref(address)}
      onClick={(event) => open(event, address)}
      aria-label={label}
      className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-3 font-semibold text-white hover:bg-navy-700"
    >
      {text}
    </a>
  );

  /**
   * Moves an item in every language, one save per language where it can: one place, it and its
   * neighbour swap their order values (two saves); further, it takes a value between its new
   * neighbours' (item-order.ts). Where neither fits (shared or missing
   * values, no whole number between), that language's items are numbered anew in the new order,
   * saving those whose number changes one by one: the store has no write of several items at once.
   * Any refused save stops the move and says so; the list is read again either way.
   */
  const move = async (key: DocumentKey, ids: string[], from: number, to: number, name: string) => {
    if (moving) return;
    setMoving(true);
    const write = async (lang: Lang, id: string, data: Record<string, unknown>, revision: number, order: number) =>
      (await saveUnit({ lang, key, item: id }, { ...data, [ITEM_ORDER_FIELD]: order }, revision)).kind === 'saved';
    const { order, before, after } = afterMove(ids, from, to);
    try {
      let moved = true;
      for (const lang of languages) {
        const unitAt = (id: string | undefined) => (id === undefined ? Promise.resolve(undefined) : fetchUnit({ lang, key, item: id }));
        const [mover, previous, next] = await Promise.all([unitAt(ids[from]), unitAt(before), unitAt(after)]);
        const orderOf = (unit: typeof mover) => {
          const value = unit?.data?.[ITEM_ORDER_FIELD];
          return typeof value === 'number' ? value : undefined;
        };
        const at = orderOf(mover);
        // The order is a fact set once: a language's save wrote it to the languages after it, already in place there.
        const placed =
          at !== undefined &&
          (previous === undefined || (orderOf(previous) ?? Infinity) < at) &&
          (next === undefined || at < (orderOf(next) ?? -Infinity));
        if (placed) continue;
        const neighbour = to < from ? next : previous;
        const between = orderBetween(orderOf(previous), orderOf(next));
        const known = (before === undefined || orderOf(previous) !== undefined) && (after === undefined || orderOf(next) !== undefined);
        if (
          Math.abs(from - to) === 1 &&
          mover?.data &&
          neighbour?.data &&
          orderOf(mover) !== undefined &&
          orderOf(neighbour) !== undefined &&
          orderOf(mover) !== orderOf(neighbour)
        ) {
          moved =
            (await write(lang, ids[from]!, mover.data, mover.revision, orderOf(neighbour)!)) &&
            (await write(lang, ids[to]!, neighbour.data, neighbour.revision, orderOf(mover)!));
        } else if (mover?.data && known && between !== null) {
          moved = await write(lang, ids[from]!, mover.data, mover.revision, between);
        } else {
          for (const [position, id] of order.entries()) {
            const unit = await fetchUnit({ lang, key, item: id });
            if (!unit?.data || orderOf(unit) === position) continue;
            if (!(moved = await write(lang, id, unit.data, unit.revision, position))) break;
          }
        }
        if (!moved) break;
      }
      const far = Math.abs(from - to) > 1;
      announce(moved && far ? fill(strings.move.moved, { name, number: to + 1 }) : fill(moved ? texts.moved : texts.moveFailed, { name }));
    } catch (error) {
      if (!handleError(error)) setLoad({ kind: 'failed' });
    } finally {
      setMoving(false);
      setAttempt((n) => n + 1);
    }
  };

  // With a filter on: the documents and items that need work in its language.
  const work = load.kind === 'ready' && filter ? unitsNeedingWork(load.entries, filter, documentKeys) : null;

  /** With a filter on: how many of the unit's fields are empty in its language and filled in another. */
  const emptyNote = (key: string, item: string | null) => {
    const empty = work?.find((unit) => unit.key === key && unit.item === item)?.empty ?? 0;
    if (!filter || empty === 0) return null;
    return (
      <p className="text-sm font-semibold text-navy-950" data-empty-count={empty}>
        {fill(languageWorkStrings[ui].emptyCount, { lang: filter.toUpperCase(), count: empty })}
      </p>
    );
  };

  return (
    <section data-admin-screen="content">
      {heading}
      <p className="mt-2 max-w-prose text-steel-700">{texts.intro}</p>
      {load.kind === 'loading' && (
        <p className="mt-6" role="status">
          {strings.image.loading}
        </p>
      )}
      {load.kind === 'failed' && (
        <div className="mt-6">
          <LoadFailed message={texts.failed} retryLabel={retryLabel} onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
      {load.kind === 'ready' && (
        <LanguageWorkSummary
          work={
            Object.fromEntries(languages.map((lang) => [lang, languageWork(unitsNeedingWork(load.entries, lang, documentKeys))])) as Record<
              Lang,
              LanguageWork
            >
          }
          filter={filter}
          onFilter={setFilter}
          found={work?.length ?? 0}
          ui={ui}
          strings={strings}
        />
      )}
      {load.kind === 'ready' && (
        <ul className="mt-6 space-y-4" aria-busy={moving}>
          {documentKeys.map((key) => {
            if (work && !needsWork(work, key, null)) return null;
            const rows = load.entries.filter((entry) => entry.key === key) as (ContentOverviewEntry & { lang: Lang })[];
            const name = strings.documents[key];
            const sub = contentDocuments[key].subCollection;
            const ids = [...new Set(rows.flatMap((row) => row.items?.map((item) => item.id) ?? []))];
            const shownIds = work ? ids.filter((id) => needsWork(work, key, id)) : ids;
            // Every item by its title in the admin's language, for "Move to…" to name each place.
            const titles = ids.map((id) => {
              const own = rows.flatMap(
                (row) => row.items?.filter((item) => item.id === id).map((item) => ({ ...item, lang: row.lang })) ?? [],
              );
              return (own.find((row) => row.lang === ui) ?? own[0])?.title ?? id;
            });
            return (
              <li key={key} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200" data-content-document={key}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-bold">{name}</h2>
                    <OutdatedCounts
                      strings={strings}
                      counts={Object.fromEntries(
                        rows.map((row) => [
                          row.lang,
                          (row.outdated ?? 0) + (row.items ?? []).reduce((sum, entry) => sum + (entry.outdated ?? 0), 0),
                        ]),
                      )}
                    />
                    {emptyNote(key, null)}
                  </div>
                  {link(
                    { key, item: null },
                    sub ? texts.pageFields : texts.edit,
                    `${texts.edit}: ${name}${sub ? ` (${texts.pageFields})` : ''}`,
                  )}
                </div>
                <div className="mt-2">
                  <p className="sr-only">{texts.lastChange}</p>
                  {heads(rows)}
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
                      {shownIds.map((id) => {
                        const position = ids.indexOf(id);
                        const itemRows = rows.flatMap((row) => {
                          const item = row.items?.find((candidate) => candidate.id === id);
                          return item ? [{ ...item, lang: row.lang }] : [];
                        });
                        const title = (itemRows.find((row) => row.lang === ui) ?? itemRows[0])?.title ?? id;
                        return (
                          <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-content-item={id}>
                            <div className="min-w-0 flex-1 basis-60">
                              <p className="font-medium">{title}</p>
                              <MissingLanguages
                                present={itemRows.map((row) => row.lang)}
                                address={{ key, item: id }}
                                title={title}
                                strings={strings}
                                open={open}
                              />
                              <OutdatedCounts
                                strings={strings}
                                counts={Object.fromEntries(itemRows.map((row) => [row.lang, row.outdated ?? 0]))}
                              />
                              {emptyNote(key, id)}
                              {heads(itemRows)}
                            </div>
                            <div className="flex flex-wrap gap-2">
                              {!work && (
                                <>
                                  <button
                                    type="button"
                                    // aria-disabled, not disabled: the button keeps the focus it has after a move.
                                    aria-disabled={moving || position === 0}
                                    onClick={() => position > 0 && void move(key, ids, position, position - 1, title)}
                                    aria-label={fill(texts.moveUp, { name: title })}
                                    className="min-h-11 min-w-11 rounded-md ring-1 ring-steel-500 hover:bg-steel-100 aria-disabled:cursor-default aria-disabled:opacity-40"
                                  >
                                    ↑
                                  </button>
                                  <button
                                    type="button"
                                    aria-disabled={moving || position === ids.length - 1}
                                    onClick={() => position < ids.length - 1 && void move(key, ids, position, position + 1, title)}
                                    aria-label={fill(texts.moveDown, { name: title })}
                                    className="min-h-11 min-w-11 rounded-md ring-1 ring-steel-500 hover:bg-steel-100 aria-disabled:cursor-default aria-disabled:opacity-40"
                                  >
                                    ↓
                                  </button>
                                  {ids.length > 2 && (
                                    <MoveToPosition
                                      id={`move-${key}-${id}`}
                                      name={title}
                                      names={titles}
                                      position={position}
                                      strings={strings.move}
                                      busy={moving}
                                      onMove={(to) => void move(key, ids, position, to, title)}
                                    />
                                  )}
                                </>
                              )}
                              {link({ key, item: id }, texts.edit, `${texts.edit}: ${title}`)}
                            </div>
                          </li>
                        );
                      })}
                    </ol>
                  </details>
                )}
                {sub && !work && (
                  <DeletedItems
                    docKey={key}
                    entries={load.entries}
                    ui={ui}
                    strings={strings}
                    announce={announce}
                    handleError={handleError}
                    restored={() => setAttempt((n) => n + 1)}
                  />
                )}
                {sub && !work && <p className="mt-3">{link({ key, item: NEW_ITEM }, texts.addItem, `${texts.addItem}: ${name}`)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
