/**
 * What needs work in one language, from the content list's overview: a document or an item the
 * language lacks (items are counted across every language: one that another language has is
 * missing here), a translated field it holds empty where another language has it filled (the
 * server names each unit's empty fields), and the fields marked out of date there (the marks of
 * use-outdated-marks.ts, counted by the server per unit). The list shows the sums and narrows
 * itself to these units.
 */
import type { ContentOverviewEntry } from '../../../../admin-api/contract';

/** A unit that needs work: a document's own fields (`item` null) or one of its items. */
export interface UnitWork {
  key: string;
  item: string | null;
  /** The language lacks it. */
  missing: boolean;
  /** How many of its fields are out of date there. */
  outdated: number;
  /** How many of its translated fields are empty there and filled in another language. */
  empty: number;
}

export interface LanguageWork {
  missingDocuments: number;
  missingItems: number;
  outdatedFields: number;
  /** The documents and items with a field out of date. */
  outdatedUnits: number;
  /** Translated fields empty here and filled in another language. */
  emptyFields: number;
}

type Entry = Pick<ContentOverviewEntry, 'lang' | 'key' | 'items' | 'outdated' | 'empty'>;

/** Of the fields `own` holds empty, those some other language that has the unit holds filled. */
function emptyHere(own: readonly string[] | undefined, others: readonly (readonly string[] | undefined)[]): number {
  return (own ?? []).filter((path) => others.some((other) => other !== undefined && !other.includes(path))).length;
}

/** A unit present in the language needs work with a field out of date or one to fill. */
const worked = (unit: UnitWork): UnitWork[] => (unit.outdated > 0 || unit.empty > 0 ? [unit] : []);

/** Every unit of `keys` (the documents, in the list's order) that is missing, out of date or has a field to fill in `lang`. */
export function unitsNeedingWork(entries: readonly Entry[], lang: string, keys: readonly string[]): UnitWork[] {
  return keys.flatMap((key) => {
    const rows = entries.filter((entry) => entry.key === key);
    const own = rows.find((row) => row.lang === lang);
    if (!own) return [{ key, item: null, missing: true, outdated: 0, empty: 0 }];
    const others = rows.filter((row) => row !== own);
    const ids = [...new Set(rows.flatMap((row) => row.items?.map((item) => item.id) ?? []))];
    const items = ids.flatMap((id): UnitWork[] => {
      const item = own.items?.find((candidate) => candidate.id === id);
      if (!item) return [{ key, item: id, missing: true, outdated: 0, empty: 0 }];
      const empty = emptyHere(
        item.empty,
        others.flatMap((row) => row.items?.filter((candidate) => candidate.id === id).map((candidate) => candidate.empty) ?? []),
      );
      return worked({ key, item: id, missing: false, outdated: item.outdated ?? 0, empty });
    });
    const fields = worked({
      key,
      item: null,
      missing: false,
      outdated: own.outdated ?? 0,
      empty: emptyHere(
        own.empty,
        others.map((row) => row.empty),
      ),
    });
    return [...fields, ...items];
  });
}

/** The sums the list shows for a language. */
export function languageWork(units: readonly UnitWork[]): LanguageWork {
  return {
    missingDocuments: units.filter((unit) => unit.missing && unit.item === null).length,
    missingItems: units.filter((unit) => unit.missing && unit.item !== null).length,
    outdatedFields: units.reduce((sum, unit) => sum + unit.outdated, 0),
    outdatedUnits: units.filter((unit) => unit.outdated > 0).length,
    emptyFields: units.reduce((sum, unit) => sum + unit.empty, 0),
  };
}

/** Whether the document `key` (`item` null: the document or any of its items) or its item needs work among `units`. */
export function needsWork(units: readonly UnitWork[], key: string, item: string | null): boolean {
  return units.some((unit) => unit.key === key && (item === null || unit.item === item));
}
