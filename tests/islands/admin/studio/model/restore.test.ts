import { describe, expect, it } from 'vitest';
import {
  afterDeleted,
  afterRestored,
  deleteBases,
  restoreBase,
  restoreRefusedMessage,
} from '../../../../../src/islands/admin/studio/model/restore';
import { languageLists, openedSides, refusal, typed, unitIn, version, words } from './fixtures';

describe.each(languageLists)('restore and delete, with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;

  it('restores from the revision the editor sees stored, none where the language has no unit', () => {
    const sides = openedSides(langs, 6);
    sides[first] = { ...sides[first]!, saved: null };
    expect(restoreBase(sides, last)).toBe(6);
    expect(restoreBase(sides, first)).toBeNull();
  });

  it('shows the revision put back in its language, with what was typed since kept, and leaves the others', () => {
    const sides = openedSides(langs, 6);
    const pressed = sides[last]!.values;
    sides[last] = typed(sides[last]!, { facts: { year: 2020, note: 'typed meanwhile' } });
    const old = unitIn(last, { title: 'from revision 2' });
    const next = afterRestored(sides, last, pressed, version(old, 7));
    expect(next[last]).toMatchObject({ startedFrom: 7, clean: old });
    expect(next[last]!.values).toMatchObject({ title: 'from revision 2', facts: { note: 'typed meanwhile' } });
    for (const lang of langs.slice(0, -1)) expect(next[lang]).toBe(sides[lang]);
  });

  it('says a refused restore’s problems as one line', () => {
    const message = restoreRefusedMessage([refusal('title')], words.expected);
    expect(message).toBe('title: expected:required');
  });

  it('deletes from the revision seen in each language the item exists in, and then it exists in none', () => {
    const sides = openedSides(langs, 2);
    sides[last] = { ...sides[last]!, saved: null };
    expect(deleteBases(langs, sides)).toEqual(Object.fromEntries(langs.slice(0, -1).map((lang) => [lang, 2])));
    const gone = afterDeleted(langs, sides);
    for (const lang of langs) expect(gone[lang]!.saved).toBeNull();
  });
});
