import { describe, expect, it } from 'vitest';
import { isSharedPath } from '../../../../../src/content/shared-fields';
import { changeValue, touchedAfter } from '../../../../../src/islands/admin/studio/model/change';
import { fields, languageLists, openedSides, refusal } from './fixtures';

describe('which fields are one fact for every language', () => {
  it('knows a shared top-level field and a shared field in a group; a list’s entries are each language’s own', () => {
    expect(isSharedPath(fields, ['completed'])).toBe(true);
    expect(isSharedPath(fields, ['facts', 'year'])).toBe(true);
    expect(isSharedPath(fields, ['stops', 0, 'open'])).toBe(false);
    expect(isSharedPath(fields, ['title'])).toBe(false);
    expect(isSharedPath(fields, ['facts', 'note'])).toBe(false);
    expect(isSharedPath(fields, ['stops', 0, 'name'])).toBe(false);
    expect(isSharedPath(fields, ['unknown'])).toBe(false);
  });
});

describe.each(languageLists)('a change with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;

  it('sets a translated field in its own language only', () => {
    const sides = changeValue(langs, fields, openedSides(langs), last, ['title'], 'Yeni');
    expect(sides[last]!.values.title).toBe('Yeni');
    for (const lang of langs.slice(0, -1)) expect(sides[lang]!.values.title).toBe(`Metro ${lang}`);
  });

  it('sets a shared field in every language, whichever language it was set in', () => {
    const sides = changeValue(langs, fields, openedSides(langs), last, ['completed'], true);
    for (const lang of langs) expect(sides[lang]!.values.completed).toBe(true);
  });

  it('sets a shared field inside a group in every language, and leaves the group’s translated field alone', () => {
    let sides = changeValue(langs, fields, openedSides(langs), first, ['facts', 'year'], 2024);
    sides = changeValue(langs, fields, sides, first, ['facts', 'note'], 'yalnız bu dil');
    for (const lang of langs) expect(sides[lang]!.values.facts).toMatchObject({ year: 2024 });
    expect((sides[first]!.values.facts as { note: string }).note).toBe('yalnız bu dil');
    for (const lang of langs.slice(1)) expect((sides[lang]!.values.facts as { note: string }).note).toBe(`not ${lang}`);
  });

  it('sets a field of a list entry in its own language only', () => {
    const sides = changeValue(langs, fields, openedSides(langs), last, ['stops', 0, 'open'], false);
    expect(sides[last]!.values.stops).toEqual([{ name: `Kızılay ${last}`, open: false }]);
    for (const lang of langs.slice(0, -1)) expect(sides[lang]!.values.stops).toEqual([{ name: `Kızılay ${lang}`, open: true }]);
  });

  it('forgets what the server refused at the field, in each language it set', () => {
    const refused = (field: string) => new Map([[field, refusal(field)]]);
    const start = openedSides(langs);
    for (const lang of langs) start[lang] = { ...start[lang]!, refused: new Map([...refused('completed'), ...refused('title')]) };
    const sides = changeValue(langs, fields, start, first, ['completed'], true);
    for (const lang of langs) expect([...sides[lang]!.refused.keys()]).toEqual(['title']);
    const typedTitle = changeValue(langs, fields, start, first, ['title'], 'x');
    expect([...typedTitle[first]!.refused.keys()]).toEqual(['completed']);
    expect([...typedTitle[last]!.refused.keys()]).toEqual(['completed', 'title']);
  });

  it('marks a shared field touched in every language, a translated one in its own', () => {
    expect([...touchedAfter(new Set(), langs, fields, first, ['facts', 'year'])]).toEqual(langs.map((lang) => `${lang}:facts.year`));
    expect([...touchedAfter(new Set(), langs, fields, last, ['title'])]).toEqual([`${last}:title`]);
  });
});
