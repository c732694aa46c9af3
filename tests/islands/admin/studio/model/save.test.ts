import { describe, expect, it } from 'vitest';
import { changeValue } from '../../../../../src/islands/admin/studio/model/change';
import { conflictAnswer } from '../../../../../src/islands/admin/studio/model/merge';
import { sharedPathsOf } from '../../../../../src/content/shared-fields';
import {
  createdSides,
  createRefused,
  refusedAnswer,
  savedAnswer,
  savePlan,
  sendingOf,
} from '../../../../../src/islands/admin/studio/model/save';
import { dirtyLangs, type Sides } from '../../../../../src/islands/admin/studio/model/sides';
import type { ContentVersion } from '../../../../../src/admin-api/contract';
import { fields, languageLists, openedSides, refusal, schema, typed, unitIn, version } from './fixtures';

const unit = { schema, fields, isNew: false, idProblem: false };

describe.each(languageLists)('what Save sends, with $name', ({ langs }) => {
  const last = langs.at(-1)!;

  it('sends nothing without a change', () => {
    expect(savePlan(langs, openedSides(langs), unit)).toEqual({ kind: 'nothing' });
  });

  it('sends the languages that changed, with their values as pressed', () => {
    const sides = openedSides(langs);
    sides[last] = typed(sides[last]!, { title: 'changed' });
    expect(savePlan(langs, sides, unit)).toEqual({ kind: 'update', langs: [last], pressed: { [last]: sides[last]!.values } });
  });

  it('sends every language after a shared fact changed in one', () => {
    const sides = changeValue(langs, fields, openedSides(langs), last, ['completed'], true);
    const plan = savePlan(langs, sides, unit);
    expect(plan.kind === 'update' && plan.langs).toEqual([...langs]);
  });

  it('sends nothing while one language’s values would be refused, or a new item’s id', () => {
    const sides = openedSides(langs);
    sides[last] = typed(sides[last]!, { title: '' });
    expect(savePlan(langs, sides, unit)).toEqual({ kind: 'invalid' });
    expect(savePlan(langs, openedSides(langs), { ...unit, isNew: true, idProblem: true })).toEqual({ kind: 'invalid' });
  });

  it('creates a new item with every language’s values, shared facts equal in each', () => {
    const sides = changeValue(langs, fields, openedSides(langs), langs[0]!, ['facts', 'year'], 2031);
    const plan = savePlan(langs, sides, { ...unit, isNew: true });
    expect(plan.kind).toBe('create');
    if (plan.kind !== 'create') return;
    expect(Object.keys(plan.values)).toEqual([...langs]);
    for (const lang of langs) expect(plan.values[lang]).toMatchObject({ facts: { year: 2031 }, title: `Metro ${lang}` });
  });

  it('creates a new item without a language that may wait for it, unless the editor wrote in that language', () => {
    // The last language shows another's text where it lacks an item (a fallback): a shared fact set
    // in the first reaches it, but that alone does not create the item there.
    const withFact = changeValue(langs, fields, openedSides(langs), langs[0]!, ['facts', 'year'], 2031);
    const waits = savePlan(langs, withFact, { ...unit, isNew: true, mayLeaveOut: [last] });
    expect(waits.kind === 'create' && Object.keys(waits.values)).toEqual(langs.slice(0, -1));

    // Once created, the language it waits for shows nothing unsaved.
    if (waits.kind !== 'create') return;
    const fresh = Object.fromEntries(langs.map((lang) => [lang, lang === last ? null : version(waits.values[lang]!, 3)]));
    expect(dirtyLangs(langs, createdSides(langs, withFact, waits.values, fresh))).toEqual([]);

    const written = { ...withFact, [last]: typed(withFact[last]!, { title: 'its own words' }) } as Sides<string>;
    const sent = savePlan(langs, written, { ...unit, isNew: true, mayLeaveOut: [last] });
    expect(sent.kind === 'create' && Object.keys(sent.values)).toEqual([...langs]);
  });

  it('sends from the revision the side started from, and not at all once the values are stored', () => {
    const side = typed(openedSides(langs, 8)[last]!, { title: 'x' });
    expect(sendingOf(side, side.values)).toEqual({ data: side.values, base: 8, origin: unitIn(last) });
    expect(sendingOf({ ...side, clean: side.values }, side.values)).toBeUndefined();
  });
});

describe.each(languageLists)('what each answer does, with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;

  it('saved: the side is what is stored, with what was typed after Save kept', () => {
    const sides = openedSides(langs, 3);
    const pressed = { ...sides[first]!.values, title: 'pressed' };
    sides[first] = { ...sides[first]!, values: { ...pressed, facts: { year: 2020, note: 'typed while saving' } } };
    const next = savedAnswer(sides, first, pressed, version(pressed, 4), {});
    expect(next[first]).toMatchObject({ startedFrom: 4, clean: pressed, origin: pressed });
    expect(next[first]!.values).toMatchObject({ title: 'pressed', facts: { note: 'typed while saving' } });
    for (const lang of langs.slice(1)) expect(next[lang]).toBe(sides[lang]);
  });

  it('saved after a merge took a colleague’s fact set once: every side holds it as stored, and one typed meanwhile stays typed', () => {
    const shared = sharedPathsOf(fields);
    const sides = openedSides(langs, 3);
    const pressed: Record<string, unknown> = { ...sides[first]!.values, title: 'pressed' };
    // Stored: the editor's title and the colleague's flag; the year typed (in every side) while it saved.
    const stored = { ...pressed, completed: !pressed['completed'] };
    let typing = changeValue(langs, fields, sides, first, ['facts', 'year'], 1999);
    typing = { ...typing, [first]: { ...typing[first]!, values: { ...typing[first]!.values, title: 'pressed' } } };
    const next = savedAnswer(typing, first, pressed, version(stored, 4), {}, shared);
    for (const lang of langs) {
      expect(next[lang]!.values, lang).toMatchObject({ completed: stored['completed'], facts: { year: 1999 } });
      expect(next[lang]!.clean['completed'], lang).toBe(stored['completed']);
    }
    // Only the year waits unsaved, in every language; no side shows the flag as a change of the editor's.
    expect(dirtyLangs(langs, next)).toEqual([...langs]);
    for (const lang of langs.slice(1)) expect(next[lang]!.values['title'], lang).toBe(sides[lang]!.values['title']);
  });

  it('saved with the shared facts written to the other languages: each moves on to that version when it was the only save since', () => {
    let sides: Sides<string> = changeValue(langs, fields, openedSides(langs, 3), first, ['completed'], true);
    const pressed = sides[first]!.values;
    const alsoSaved = Object.fromEntries(
      langs.slice(1).map((lang) => [lang, version(unitIn(lang, { completed: true }), 4, 'me@example.com')]),
    );
    sides = savedAnswer(sides, first, pressed, version(pressed, 4), alsoSaved as Partial<Record<string, ContentVersion>>);
    for (const lang of langs.slice(1)) {
      expect(sides[lang]).toMatchObject({ startedFrom: 4, saved: alsoSaved[lang], clean: unitIn(lang, { completed: true }) });
      expect(sides[lang]!.values).toEqual(unitIn(lang, { completed: true }));
    }
    // Saved once: no language is left to send.
    expect(dirtyLangs(langs, sides)).toEqual([]);
  });

  it('saved with the shared facts written where a colleague saved meanwhile: that side stays for the merge', () => {
    let sides: Sides<string> = changeValue(langs, fields, openedSides(langs, 3), first, ['completed'], true);
    sides[last] = typed(sides[last]!, { title: 'mine too' });
    const before = sides[last]!;
    const pressed = sides[first]!.values;
    const colleagueToo = version(unitIn(last, { completed: true, facts: { year: 2020, note: 'theirs' } }), 5);
    sides = savedAnswer(sides, first, pressed, version(pressed, 4), { [last]: colleagueToo });
    expect(sides[last]).toBe(before);
    expect(sendingOf(sides[last]!, before.values)?.base).toBe(3);
  });

  it('invalid: the refused fields are marked, in the language refused (and per language for a new item)', () => {
    const sides = openedSides(langs);
    expect([...refusedAnswer(sides[last]!, [refusal('title')]).refused.keys()]).toEqual(['title']);
    const marked = createRefused(langs, sides, { [last]: [refusal('facts.year')] });
    expect([...marked[last]!.refused.keys()]).toEqual(['facts.year']);
    for (const lang of langs.slice(0, -1)) expect(marked[lang]!.refused.size).toBe(0);
  });

  it('conflict: fields both changed go to the conflict screen', () => {
    const side = typed(openedSides(langs, 3)[last]!, { title: 'mine' });
    const outcome = conflictAnswer(side, version(unitIn(last, { title: 'theirs' }), 4), sendingOf(side, side.values)!, true, false);
    expect(outcome.kind).toBe('conflict');
    if (outcome.kind === 'conflict') expect(outcome.side.conflict?.plan.conflicting).toEqual([['title']]);
  });

  it('merged: nothing both changed, so the save is sent again from their revision with both changes', () => {
    const side = typed(openedSides(langs, 3)[last]!, { title: 'mine' });
    const theirs = unitIn(last, { facts: { year: 2020, note: 'theirs' } });
    const outcome = conflictAnswer(side, version(theirs, 4), sendingOf(side, side.values)!, true, false);
    expect(outcome).toEqual({ kind: 'again', sending: { data: { ...theirs, title: 'mine' }, base: 4, origin: theirs } });
  });

  it('gone: the unit no longer exists, deleted by whom and when the store says', () => {
    const side = typed(openedSides(langs, 3)[last]!, { title: 'mine' });
    const deletion = { ...version({}, 4), data: null, updatedBy: 'colleague@example.com', updatedAt: '2026-11-26T10:05:00Z' };
    expect(conflictAnswer(side, deletion, sendingOf(side, side.values)!, true, false)).toEqual({
      kind: 'gone',
      by: 'colleague@example.com',
      at: '2026-11-26T10:05:00Z',
    });
  });

  it('created: every language is what is stored, what was typed while it saved stays', () => {
    const sides = openedSides(langs);
    const sent = Object.fromEntries(langs.map((lang) => [lang, sides[lang]!.values]));
    sides[last] = typed(sides[last]!, { title: 'typed while saving' });
    const fresh = Object.fromEntries(langs.map((lang) => [lang, version(sent[lang]!, 0)]));
    const next = createdSides(langs, sides, sent, fresh);
    for (const lang of langs) expect(next[lang]).toMatchObject({ startedFrom: 0, clean: sent[lang] });
    expect(next[first]!.values).toEqual(sent[first]);
    expect(next[last]!.values.title).toBe('typed while saving');
  });
});
