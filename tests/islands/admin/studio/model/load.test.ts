import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../../../src/islands/admin/studio/model/backup';
import { blankUnit, firstStored, loadedSides, placedOrder, withDraft } from '../../../../../src/islands/admin/studio/model/load';
import { ITEM_ORDER_FIELD } from '../../../../../src/content/document-parts';
import type { ContentVersion } from '../../../../../src/admin-api/contract';
import { fields, languageLists, openedSides, typed, unitIn, version } from './fixtures';

describe.each(languageLists)('loading with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;
  const fetchedAll = (revision: number, more: Record<string, unknown> = {}) =>
    Object.fromEntries(langs.map((lang) => [lang, version(unitIn(lang, more), revision)])) as Record<string, ContentVersion | null>;

  it('makes each stored unit a side that starts from its revision', () => {
    const sides = loadedSides(langs, fetchedAll(4), () => ({}));
    for (const lang of langs)
      expect(sides[lang]).toMatchObject({ startedFrom: 4, origin: unitIn(lang), clean: unitIn(lang), values: unitIn(lang) });
  });

  it('gives a language the item lacks a blank unit, in that language, at the item’s place', () => {
    const fetched = { ...fetchedAll(2, { [ITEM_ORDER_FIELD]: 7 }), [first]: null };
    const order = placedOrder(langs, fetched);
    expect(order).toBe(7);
    const sides = loadedSides(langs, fetched, (lang) => blankUnit(fields, lang, order!));
    expect(sides[first]).toMatchObject({ saved: null, startedFrom: null, origin: null });
    expect(sides[first]!.values).toMatchObject({
      title: '',
      completed: false,
      facts: { year: 0 },
      stops: [],
      lang: first,
      [ITEM_ORDER_FIELD]: 7,
    });
    expect(sides[first]!.values).not.toHaveProperty('photo');
    expect(sides[last]!.startedFrom).toBe(2);
  });

  it('gives a language the item lacks the facts set once of a language that has it, and blanks for the rest', () => {
    const fetched = {
      ...fetchedAll(2, { completed: true, facts: { year: 2019, note: 'not copied' }, title: 'not copied' }),
      [first]: null,
    };
    const sides = loadedSides(langs, fetched, (lang) => blankUnit(fields, lang, null, firstStored(langs, fetched)));
    expect(sides[first]!.values).toMatchObject({ title: '', completed: true, facts: { year: 2019 }, stops: [], lang: first });
    expect(sides[first]!.values.facts).not.toHaveProperty('note');
    // Nothing to save but what the editor types: the copied facts are the side's clean state.
    expect(sides[first]!.clean).toEqual(sides[first]!.values);
  });

  it('lays a draft that began at the stored revision over every language it kept', () => {
    const draft = {
      values: Object.fromEntries(langs.map((lang) => [lang, unitIn(lang, { title: `draft ${lang}` })])),
      bases: Object.fromEntries(langs.map((lang) => [lang, 3])),
      savedAt: '2026-11-26T09:00:00Z',
    };
    const { sides, taken } = withDraft(langs, openedSides(langs, 3), draft);
    for (const lang of langs) expect(sides[lang]!.values.title).toBe(`draft ${lang}`);
    expect(taken).toEqual([]);
  });

  it('merges a draft with a colleague’s save since, in the one language both touched, and says so', () => {
    const loaded = openedSides(langs, 3);
    const stored = unitIn(last, { facts: { year: 2020, note: 'colleague' } });
    loaded[last] = { ...loaded[last]!, saved: version(stored, 4), startedFrom: 4, origin: stored, clean: stored, values: stored };
    const draft = {
      values: { [last]: unitIn(last, { title: 'mine' }) },
      bases: { [last]: 3 },
      origins: { [last]: unitIn(last) },
      savedAt: '2026-11-26T09:00:00Z',
    };
    const { sides, taken } = withDraft(langs, loaded, draft);
    expect(sides[last]!.values).toMatchObject({ title: 'mine', facts: { note: 'colleague' } });
    expect(sides[last]!.conflict).toBeNull();
    expect(taken).toEqual([{ lang: last, since: 3, through: 4, seen: draft.values[last], stored }]);
    for (const lang of langs.slice(0, -1)) expect(sides[lang]).toBe(loaded[lang]);
  });

  it('puts a field the draft and a colleague both changed on the conflict screen', () => {
    const loaded = openedSides(langs, 3);
    const stored = unitIn(last, { title: 'theirs' });
    loaded[last] = { ...loaded[last]!, saved: version(stored, 5), startedFrom: 5, origin: stored, clean: stored, values: stored };
    const draft = {
      values: { [last]: unitIn(last, { title: 'mine' }) },
      bases: { [last]: 3 },
      origins: { [last]: unitIn(last) },
      savedAt: '',
    };
    const { sides } = withDraft(langs, loaded, draft);
    expect(sides[last]!.conflict?.plan.conflicting).toEqual([['title']]);
    expect(sides[last]!.startedFrom).toBe(3);
  });
});

describe.each(languageLists)('the draft kept in this browser with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const now = new Date('2026-11-26T10:00:00Z');

  it('is none while nothing differs from what is saved', () => {
    expect(draftOf(langs, openedSides(langs), undefined, now)).toBeUndefined();
  });

  it('keeps every language’s values, revision and its data once one language changed', () => {
    const sides = openedSides(langs, 6);
    sides[last] = typed(sides[last]!, { title: 'typed' });
    const draft = draftOf(langs, sides, 'new-item', now)!;
    expect(Object.keys(draft.values)).toEqual([...langs]);
    expect(draft.values[last]!.title).toBe('typed');
    expect(draft.bases).toEqual(Object.fromEntries(langs.map((lang) => [lang, 6])));
    expect(draft.origins![last]).toEqual(unitIn(last));
    expect(draft).toMatchObject({ itemId: 'new-item', savedAt: now.toISOString() });
  });
});
