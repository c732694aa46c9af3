/**
 * "Out of date" marks, per field: a mark on field f of language M's unit says that language L
 * changed its f after M's f was last checked against it (`since`: L's revision then), so M's
 * translation may tell an older story. What one atomic write (one unit, or several languages
 * saved together) does to them is decided here, as plain functions both stores call inside the
 * transaction or batch of the save:
 * - a change to the words of f in L (not only their spacing) marks f in every other language, unless that language's f changed in the
 *   same write, or L's f was itself marked (then L caught up with a change made elsewhere: the
 *   edit answers a mark and raises none);
 * - a change to f in L clears L's own marks on f (editing the field is checking it), and a change
 *   of f back to the words M's f was checked against clears M's mark (`returned`);
 * - a new unit (created, or brought back) clears its own marks and raises none: nothing was
 *   translated from it yet; a deleted unit takes its marks, and the marks made by it, with it.
 * Only fields with words are marked (src/content/translated-fields.ts).
 */
import type { DocumentKey } from '../../content/documents';
import { translatedFields } from '../../content/translated-fields';
import { languages, type Lang } from '../../i18n/routes';

interface MarkedUnit {
  lang: Lang;
  key: DocumentKey;
  item: string | null;
}

/** Where a mark is: language `lang`'s unit, its field `field`, marked by a change in `from`. */
export interface MarkPlace extends MarkedUnit {
  field: string;
  from: Lang;
}

export interface OutdatedMark extends MarkPlace {
  /** The revision of `from`'s unit the field was last checked against. */
  since: number;
  /** The revision of `from`'s unit that changed the field last, when and by whom. */
  revision: number;
  at: string;
  by: string;
}

/** One unit as an atomic write wrote it. */
export interface WrittenUnit {
  unit: MarkedUnit;
  /** null: the item was deleted. */
  data: Record<string, unknown> | null;
  /** The revision written (the one before it is what the other languages were checked against). */
  revision: number;
  /** The field paths it changed (`(document)`: the whole unit came or went). */
  changed: readonly string[];
  /** Of those, the ones whose words changed, not only their spacing (`(document)`: the whole unit came or went). */
  reworded: readonly string[];
  /** Fields whose words are again those of the revision `since` the other languages' marks were checked against. */
  returned?: readonly ReturnedField[];
  by: string;
  at: Date;
}

/** A field of a written unit that reads again as it did at its language's revision `since`. */
export interface ReturnedField {
  field: string;
  since: number;
}

export interface MarkWrites {
  set: OutdatedMark[];
  clear: MarkPlace[];
}

const placeName = ({ lang, key, item, field, from }: MarkPlace) => JSON.stringify([lang, key, item, field, from]);
const sameUnit = (a: Omit<MarkedUnit, 'lang'>, b: Omit<MarkedUnit, 'lang'>) => a.key === b.key && a.item === b.item;

/** The units (all languages) whose marks a write needs: of each written unit, its key and item. */
export function unitsOfWrite(write: readonly WrittenUnit[]): { key: DocumentKey; item: string | null }[] {
  const seen = new Map(write.map(({ unit: { key, item } }) => [JSON.stringify([key, item]), { key, item }]));
  return [...seen.values()];
}

/**
 * The marks to set and clear for one atomic write, given the current marks of its units in
 * every language (`unitsOfWrite`).
 */
export function markWrites(write: readonly WrittenUnit[], current: readonly OutdatedMark[]): MarkWrites {
  const marks = new Map(current.map((mark) => [placeName(mark), mark]));
  const before = new Map(marks);
  const wordsChanged = (entry: WrittenUnit) =>
    entry.data === null || entry.reworded.includes('(document)')
      ? []
      : translatedFields(entry.unit.key, entry.unit.item !== null, entry.reworded);
  const changedIn = new Map(write.map((entry) => [entry, wordsChanged(entry)]));
  const changedInWrite = (lang: Lang, unit: MarkedUnit, field: string) =>
    write.some((entry) => entry.unit.lang === lang && sameUnit(entry.unit, unit) && changedIn.get(entry)!.includes(field));
  const dropWhere = (test: (mark: OutdatedMark) => boolean) => {
    for (const [name, mark] of marks) if (test(mark)) marks.delete(name);
  };

  for (const entry of write) {
    const { unit } = entry;
    if (entry.data === null) {
      dropWhere((mark) => sameUnit(mark, unit) && (mark.lang === unit.lang || mark.from === unit.lang));
      continue;
    }
    if (entry.reworded.includes('(document)')) {
      dropWhere((mark) => sameUnit(mark, unit) && mark.lang === unit.lang);
      continue;
    }
    for (const field of changedIn.get(entry)!) {
      // Judged on the marks as they were: within one write, the order of its units does not matter.
      const caughtUp = [...before.values()].some((mark) => sameUnit(mark, unit) && mark.lang === unit.lang && mark.field === field);
      dropWhere((mark) => sameUnit(mark, unit) && mark.lang === unit.lang && mark.field === field);
      if (caughtUp) continue;
      for (const lang of languages) {
        if (lang === unit.lang || changedInWrite(lang, unit, field)) continue;
        const place: MarkPlace = { lang, key: unit.key, item: unit.item, field, from: unit.lang };
        const earlier = marks.get(placeName(place));
        // Changed back to what this language's translation was checked against: nothing left to check.
        if (earlier && entry.returned?.some((back) => back.field === field && back.since === earlier.since)) {
          marks.delete(placeName(place));
          continue;
        }
        marks.set(placeName(place), {
          ...place,
          // Still checked against the revision it was checked against before the first change.
          since: earlier?.since ?? entry.revision - 1,
          revision: entry.revision,
          at: entry.at.toISOString(),
          by: entry.by,
        });
      }
    }
  }

  const set = [...marks].filter(([name, mark]) => JSON.stringify(before.get(name)) !== JSON.stringify(mark)).map(([, mark]) => mark);
  const clear = [...before]
    .filter(([name]) => !marks.has(name))
    .map(([, { lang, key, item, field, from }]) => ({ lang, key, item, field, from }));
  return { set, clear };
}

export type CheckResult = 'cleared' | 'changed since' | 'not marked';

/**
 * "Checked" on a mark, by an editor who saw `from`'s unit at revision `seen`: clears it if no
 * later change marked it again; else it stays, checked against `seen` from now on.
 */
export function checkMark(mark: OutdatedMark | undefined, seen: number): { result: CheckResult; mark?: OutdatedMark } {
  if (!mark) return { result: 'not marked' };
  if (seen >= mark.revision) return { result: 'cleared' };
  return { result: 'changed since', mark: seen > mark.since ? { ...mark, since: seen } : mark };
}
