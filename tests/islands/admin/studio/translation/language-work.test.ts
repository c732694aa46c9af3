/** What the content list counts as needing work in a language: missing documents and items, and fields out of date. */
import { describe, expect, it } from 'vitest';
import type { ContentOverviewEntry } from '../../../../../src/admin-api/contract';
import { languageWork, needsWork, unitsNeedingWork } from '../../../../../src/islands/admin/studio/translation/language-work';

const head = { revision: 0, updatedAt: null, updatedBy: null };
const item = (id: string, outdated = 0, empty: string[] = []) => ({ ...head, id, title: id, outdated, empty });
const entry = (
  lang: string,
  key: string,
  items: ReturnType<typeof item>[] | null,
  outdated = 0,
  empty: string[] = [],
): ContentOverviewEntry => ({
  ...head,
  lang,
  key,
  items,
  outdated,
  empty,
  deleted: null,
});

// The snapshot's shape: German lacks two projects and a news item, English has a field out of date.
const entries = [
  entry('tr', 'site', null),
  entry('en', 'site', null, 2),
  entry('de', 'site', null),
  entry('tr', 'projects', [item('p01'), item('p06'), item('p07')]),
  entry('en', 'projects', [item('p01', 1), item('p06'), item('p07')]),
  entry('de', 'projects', [item('p01', 3)]),
  entry('tr', 'news', [item('iso'), item('staj')]),
  entry('en', 'news', [item('iso'), item('staj')]),
  entry('de', 'news', [item('staj')]),
  entry('tr', 'footer', null),
  entry('en', 'footer', null),
  // German's About page lacks a text the others have; an optional text empty everywhere is nothing to do.
  entry('tr', 'aboutTagline', null, 0, ['note']),
  entry('en', 'aboutTagline', null, 0, ['note']),
  entry('de', 'aboutTagline', null, 0, ['note', 'vision', 'mission']),
  entry('tr', 'references', [item('r1'), item('r2', 0, ['caption'])]),
  entry('en', 'references', [item('r1', 0, ['caption']), item('r2', 0, ['caption'])]),
  entry('de', 'references', [item('r1', 0, ['caption']), item('r2', 0, ['caption'])]),
];
const keys = ['site', 'projects', 'news', 'footer', 'aboutTagline', 'references'];

describe('work per language', () => {
  it('finds the items and documents a language lacks, its units with fields out of date or left empty where another language has them, in the list’s order', () => {
    expect(unitsNeedingWork(entries, 'de', keys)).toEqual([
      { key: 'projects', item: 'p01', missing: false, outdated: 3, empty: 0 },
      { key: 'projects', item: 'p06', missing: true, outdated: 0, empty: 0 },
      { key: 'projects', item: 'p07', missing: true, outdated: 0, empty: 0 },
      { key: 'news', item: 'iso', missing: true, outdated: 0, empty: 0 },
      { key: 'footer', item: null, missing: true, outdated: 0, empty: 0 },
      { key: 'aboutTagline', item: null, missing: false, outdated: 0, empty: 2 },
      { key: 'references', item: 'r1', missing: false, outdated: 0, empty: 1 },
    ]);
    expect(unitsNeedingWork(entries, 'en', keys)).toEqual([
      { key: 'site', item: null, missing: false, outdated: 2, empty: 0 },
      { key: 'projects', item: 'p01', missing: false, outdated: 1, empty: 0 },
      { key: 'references', item: 'r1', missing: false, outdated: 0, empty: 1 },
    ]);
    expect(unitsNeedingWork(entries, 'tr', keys)).toEqual([]);
    // An older answer without the empty fields counts none.
    const older = entries.map(({ empty: _empty, ...rest }) => rest);
    expect(unitsNeedingWork(older, 'de', ['aboutTagline'])).toEqual([]);
  });

  it('sums them per language', () => {
    expect(languageWork(unitsNeedingWork(entries, 'de', keys))).toEqual({
      missingDocuments: 1,
      missingItems: 3,
      outdatedFields: 3,
      outdatedUnits: 1,
      emptyFields: 3,
    });
    expect(languageWork(unitsNeedingWork(entries, 'en', keys))).toEqual({
      missingDocuments: 0,
      missingItems: 0,
      outdatedFields: 3,
      outdatedUnits: 2,
      emptyFields: 1,
    });
    expect(languageWork([])).toEqual({ missingDocuments: 0, missingItems: 0, outdatedFields: 0, outdatedUnits: 0, emptyFields: 0 });
  });

  it('narrows the list to a document with work in it or in one of its items, and to those items', () => {
    const german = unitsNeedingWork(entries, 'de', keys);
    expect(needsWork(german, 'projects', null)).toBe(true);
    expect(needsWork(german, 'site', null)).toBe(false);
    expect(needsWork(german, 'projects', 'p06')).toBe(true);
    expect(needsWork(german, 'news', 'staj')).toBe(false);
  });
});
