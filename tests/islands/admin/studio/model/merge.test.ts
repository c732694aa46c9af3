import { describe, expect, it } from 'vitest';
import { changeValue } from '../../../../../src/islands/admin/studio/model/change';
import { conflictAnswer, conflictsAnswer, resolved } from '../../../../../src/islands/admin/studio/model/merge';
import { savedAnswer, sendingOf } from '../../../../../src/islands/admin/studio/model/save';
import { fields, languageLists, openedSides, typed, unitIn, version } from './fixtures';

describe.each(languageLists)('merging with a save made since, with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;

  it('shows a second conflict in a row instead of merging again', () => {
    const side = typed(openedSides(langs, 3)[last]!, { title: 'mine' });
    const theirs = version(unitIn(last, { facts: { year: 2020, note: 'theirs' } }), 4);
    expect(conflictAnswer(side, theirs, sendingOf(side, side.values)!, false, false).kind).toBe('conflict');
  });

  it('sends a save of several languages again, merged, only when every refused language merges by itself', () => {
    const sides = openedSides(langs, 3);
    for (const lang of langs) sides[lang] = typed(sides[lang]!, { title: `mine ${lang}` });
    const sending = Object.fromEntries(langs.map((lang) => [lang, sendingOf(sides[lang]!, sides[lang]!.values)!]));
    // A colleague saved another field in the last language: it merges, and the other languages go as they were.
    const noteOnly = version(unitIn(last, { facts: { year: 2020, note: 'theirs' } }), 4);
    const again = conflictsAnswer(sides, { [last]: noteOnly }, sending, true, false);
    if (again.kind !== 'again') throw new Error(`expected a merged save, got ${again.kind}`);
    expect(again.sending[last]).toMatchObject({ base: 4, data: { title: `mine ${last}`, facts: { note: 'theirs' } } });
    for (const lang of langs.slice(0, -1)) expect(again.sending[lang]).toBe(sending[lang]);
    // A colleague saved the same field: that language shows its conflict screen; nothing is sent again.
    const sameField = version(unitIn(last, { title: 'theirs' }), 4);
    const shown = conflictsAnswer(sides, { [last]: sameField }, sending, true, false);
    expect(shown.kind === 'shown' && shown.outcomes.map(([lang, outcome]) => [lang, outcome.kind])).toEqual([[last, 'conflict']]);
    // The second refusal in a row is shown, never merged again.
    expect(conflictsAnswer(sides, { [last]: noteOnly }, sending, false, false).kind).toBe('shown');
  });

  it('never saves a new item over another with its id', () => {
    const side = { ...openedSides(langs)[last]!, saved: null, startedFrom: null, origin: null };
    expect(conflictAnswer(side, version(unitIn(last), 0), { data: side.values, base: null, origin: null }, true, true)).toEqual({
      kind: 'idTaken',
    });
  });

  it('resolves the conflict screen in one language: the kept field is mine, the rest theirs, sent from their revision', () => {
    const sides = openedSides(langs, 3);
    sides[last] = typed(sides[last]!, { title: 'mine', completed: true });
    const theirs = unitIn(last, { title: 'theirs', completed: false, facts: { year: 2020, note: 'theirs' } });
    const outcome = conflictAnswer(sides[last]!, version(theirs, 4), sendingOf(sides[last]!, sides[last]!.values)!, true, false);
    if (outcome.kind !== 'conflict') throw new Error(`expected a conflict, got ${outcome.kind}`);
    sides[last] = outcome.side;
    const choice = resolved(sides, last, new Set(['title']))!;
    expect(choice.sending).toEqual({ data: { ...theirs, title: 'mine', completed: true }, base: 4, origin: theirs });
    expect(choice.sides[last]).toMatchObject({ startedFrom: 4, origin: theirs, conflict: null });
    expect(choice).toMatchObject({ seen: sides[last]!.values, since: 3 });
    for (const lang of langs.slice(0, -1)) expect(choice.sides[lang]).toBe(sides[lang]);
    expect(resolved(sides, first, new Set())).toBeUndefined();
  });

  it('merges a language whose shared facts were written by another language’s save while a colleague saved it too', () => {
    // The editor set a shared fact and a title in the last language; a colleague saved its note meanwhile.
    let sides = changeValue(langs, fields, openedSides(langs, 3), first, ['completed'], true);
    sides[last] = typed(sides[last]!, { title: 'mine' });
    const pressed = sides[last]!.values;
    const stored = unitIn(last, { completed: true, facts: { year: 2020, note: 'theirs' } });
    sides = savedAnswer(sides, first, sides[first]!.values, version(sides[first]!.values, 4), { [last]: version(stored, 5) });
    const outcome = conflictAnswer(sides[last]!, version(stored, 5), sendingOf(sides[last]!, pressed)!, true, false);
    expect(outcome).toEqual({ kind: 'again', sending: { data: { ...stored, title: 'mine' }, base: 5, origin: stored } });
  });
});
