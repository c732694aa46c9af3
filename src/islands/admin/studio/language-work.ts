/**
 * What needs work in one language, from the content list's overview: a document or an item the
 * language lacks (items are counted across every language: one that another language has is
 * missing here), and the fields marked out of date there (the marks of use-outdated-marks.ts,
 * counted by the server per unit). The list shows the sums and narrows itself to these units.
 */
import type { ContentOverviewEntry } from '../../../lib/admin-contract';

/** A unit that needs work: a document's own fields (`item` null) or one of its items. */
export interface UnitWork {
  key: string;
  item: string | null;
  /** The language lacks it. */
  missing: boolean;
  /** How many of its fields are out of date there. */
  outdated: number;
}

export interface LanguageWork {
  missingDocuments: number;
  missingItems: number;
  outdatedFields: number;
  /** The documents and items with a field out of date. */
  outdatedUnits: number;
}

type Entry = Pick<ContentOverviewEntry, 'lang' | 'key' | 'items' | 'outdated'>;

/** Every unit of `keys` (the documents, in the list's order) that is missing or out of date in `lang`. */
export function unitsNeedingWork(entries: readonly Entry[], lang: string, keys: readonly string[]): UnitWork[] {
  return keys.flatMap((key) => {
    const rows = entries.filter((entry) => entry.key === key);
    const own = rows.find((row) => row.lang === lang);
    if (!own) return [{ key, item: null, missing: true, outdated: 0 }];
    const ids = [...new Set(rows.flatMap((row) => row.items?.map((item) => item.id) ?? []))];
    const items = ids.flatMap((id): UnitWork[] => {
      const item = own.items?.find((candidate) => candidate.id === id);
      if (!item) return [{ key, item: id, missing: true, outdated: 0 }];
      return (item.outdated ?? 0) > 0 ? [{ key, item: id, missing: false, outdated: item.outdated! }] : [];
    });
    const fields: UnitWork[] = (own.outdated ?? 0) > 0 ? [{ key, item: null, missing: false, outdated: own.outdated! }] : [];
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
  };
}

/** Whether the document `key` (`item` null: the document or any of its items) or its item needs work among `units`. */
export function needsWork(units: readonly UnitWork[], key: string, item: string | null): boolean {
  return units.some((unit) => unit.key === key && (item === null || unit.item === item));
}
