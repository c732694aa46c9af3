import { describe, expect, it } from 'vitest';
import { editorReducer, type EditorEvent } from '../../../../../src/islands/admin/studio/editor/reducer';
import { conflictAnswer } from '../../../../../src/islands/admin/studio/model/merge';
import { initialState, type EditorState } from '../../../../../src/islands/admin/studio/model/sides';
import type { ColleagueChange } from '../../../../../src/islands/admin/studio/merge/colleague-changes';
import { fields, openedSides, refusal, typed, unitIn, version } from '../model/fixtures';

const langs = ['tr', 'en', 'de'] as const;
type L = (typeof langs)[number];

/** An editor with every language loaded at revision 3, nothing typed. */
const loadedState = (more: Partial<EditorState<L>> = {}): EditorState<L> => ({
  ...initialState<L>('metro'),
  sides: openedSides(langs),
  ...more,
});

const run = (state: EditorState<L>, ...events: EditorEvent<L>[]) => events.reduce(editorReducer<L>, state);

const news: ColleagueChange[] = [{ by: 'colleague@example.com', at: '2026-11-26T10:05:00Z', fields: [{ lang: 'en', path: ['title'] }] }];

describe('the editor’s transitions', () => {
  it('loadStarted: drops the sides of the load before and a failure said before', () => {
    const next = run(loadedState({ loadFailed: true }), { type: 'loadStarted' });
    expect(next.sides).toBeNull();
    expect(next.loadFailed).toBe(false);
  });

  it('loaded: takes the sides, the draft’s time and a new item’s id from the draft, and says what colleagues changed', () => {
    const sides = openedSides(langs);
    const next = run(initialState<L>('suggested'), {
      type: 'loaded',
      sides,
      draftItemId: 'from-draft',
      restoredDraftAt: '2026-11-26T09:00:00Z',
      news,
    });
    expect(next).toMatchObject({ sides, itemId: 'from-draft', restoredDraftAt: '2026-11-26T09:00:00Z', status: { kind: 'merged', news } });
  });

  it('loaded: keeps the id and the status without a draft or news', () => {
    const before = initialState<L>('metro');
    const next = run(before, { type: 'loaded', sides: openedSides(langs), draftItemId: null, restoredDraftAt: null, news: [] });
    expect(next.itemId).toBe('metro');
    expect(next.status).toBe(before.status);
  });

  it('loadFailed: says the load failed', () => {
    expect(run(initialState<L>(''), { type: 'loadFailed' }).loadFailed).toBe(true);
  });

  it('reloadAsked: asks for one more load and keeps the rest', () => {
    const before = loadedState();
    const next = run(before, { type: 'reloadAsked' });
    expect(next.loads).toBe(before.loads + 1);
    expect(next.sides).toBe(before.sides);
  });

  it('draftDiscarded: forgets the draft and loads again', () => {
    const next = run(loadedState({ restoredDraftAt: '2026-11-26T09:00:00Z' }), { type: 'draftDiscarded' });
    expect(next).toMatchObject({ restoredDraftAt: null, loads: 1 });
  });

  it('outdated: says the unit changed since and loads it again', () => {
    expect(run(loadedState(), { type: 'outdated' })).toMatchObject({ status: { kind: 'changedSince' }, loads: 1 });
  });

  it('changed: a translated field in its language only, touched, and the status back to idle', () => {
    const next = run(loadedState({ status: { kind: 'invalid' } }), {
      type: 'changed',
      langs,
      fields,
      lang: 'en',
      path: ['title'],
      value: 'New',
    });
    expect(next.sides!.en.values.title).toBe('New');
    expect(next.sides!.tr.values.title).toBe('Metro tr');
    expect([...next.touched]).toContain('en:title');
    expect(next.status).toEqual({ kind: 'idle' });
  });

  it('changed: a shared fact in every language, and a save under way still says so', () => {
    const next = run(loadedState({ status: { kind: 'saving' } }), {
      type: 'changed',
      langs,
      fields,
      lang: 'de',
      path: ['completed'],
      value: true,
    });
    for (const lang of langs) expect(next.sides![lang].values.completed).toBe(true);
    expect(next.status).toEqual({ kind: 'saving' });
  });

  it('changed: nothing to change while loading', () => {
    const next = run(initialState<L>(''), { type: 'changed', langs, fields, lang: 'tr', path: ['title'], value: 'x' });
    expect(next.sides).toBeNull();
  });

  it('idTyped: takes the new id and forgets that the old one was taken', () => {
    expect(run(loadedState({ idTaken: true }), { type: 'idTyped', id: 'metro-2' })).toMatchObject({ itemId: 'metro-2', idTaken: false });
  });

  it('saveAttempted: every field’s problem shows from here', () => {
    expect(run(loadedState(), { type: 'saveAttempted' }).attempted).toBe(true);
  });

  it('saveHeld: says there was nothing to send, or something that would be refused', () => {
    expect(run(loadedState(), { type: 'saveHeld', reason: 'nothing' }).status).toEqual({ kind: 'nothing' });
    expect(run(loadedState(), { type: 'saveHeld', reason: 'invalid' }).status).toEqual({ kind: 'invalid' });
  });

  it('saveSent: says a save is under way', () => {
    expect(run(loadedState(), { type: 'saveSent' }).status).toEqual({ kind: 'saving' });
  });

  it('saved: the language becomes what is stored, with what was typed since Save kept', () => {
    const before = loadedState();
    const pressed = { ...before.sides!.en.values, title: 'Pressed' };
    before.sides!.en = typed(before.sides!.en, { title: 'Pressed', facts: { year: 2020, note: 'typed after' } });
    const stored = unitIn('en', { title: 'Pressed' });
    const next = run(before, { type: 'saved', lang: 'en', pressed, fresh: version(stored, 4), alsoSaved: {} });
    expect(next.sides!.en).toMatchObject({ startedFrom: 4, clean: stored });
    expect(next.sides!.en.values).toMatchObject({ title: 'Pressed', facts: { note: 'typed after' } });
    expect(next.sides!.tr).toBe(before.sides!.tr);
  });

  it('saved: a language the save also wrote the shared facts to moves on to that revision', () => {
    const before = loadedState();
    const written = unitIn('de', { completed: true });
    const next = run(before, {
      type: 'saved',
      lang: 'en',
      pressed: before.sides!.en.values,
      fresh: version(unitIn('en'), 4),
      alsoSaved: { de: version(written, 4) },
    });
    expect(next.sides!.de).toMatchObject({ startedFrom: 4, clean: written });
  });

  it('refused: marks the fields the server refused in that language and says the save was refused', () => {
    const next = run(loadedState({ status: { kind: 'saving' } }), { type: 'refused', lang: 'tr', fields: [refusal('title')] });
    expect([...next.sides!.tr.refused.keys()]).toEqual(['title']);
    expect(next.sides!.en.refused.size).toBe(0);
    expect(next.status).toEqual({ kind: 'invalid' });
  });

  it('gone: says the unit no longer exists, not knowing who deleted it', () => {
    expect(run(loadedState(), { type: 'gone' }).status).toEqual({ kind: 'gone', by: null, at: null });
  });

  it('itemRestored: the item is loaded again (the draft laid over it), the deletion no longer said', () => {
    const next = run(loadedState({ status: { kind: 'gone', by: 'colleague@example.com', at: '2026-11-26T10:05:00Z' } }), {
      type: 'itemRestored',
    });
    expect(next).toMatchObject({ status: { kind: 'idle' }, loads: 1 });
  });

  it('conflict: shows the conflict screen’s question in that language', () => {
    const before = loadedState();
    before.sides!.en = typed(before.sides!.en, { title: 'Mine' });
    const sending = { data: before.sides!.en.values, base: 3, origin: before.sides!.en.origin };
    const outcome = conflictAnswer(before.sides!.en, version(unitIn('en', { title: 'Theirs' }), 4), sending, false, false);
    expect(outcome.kind).toBe('conflict');
    if (outcome.kind === 'again') return;
    const next = run({ ...before, status: { kind: 'saving' } }, { type: 'conflict', lang: 'en', outcome });
    expect(next.sides!.en.conflict).not.toBeNull();
    expect(next.status).toEqual({ kind: 'idle' });
  });

  it('conflict: a unit gone meanwhile (who deleted it and when said, what was typed kept), or a new item’s id taken', () => {
    const before = loadedState();
    before.sides!.en = typed(before.sides!.en, { title: 'Mine' });
    const deletion = { ...version(unitIn('en', {}), 4), data: null, updatedBy: 'colleague@example.com', updatedAt: '2026-11-26T10:05:00Z' };
    const outcome = conflictAnswer(before.sides!.en, deletion, { data: before.sides!.en.values, base: 3, origin: null }, true, false);
    if (outcome.kind === 'again') throw new Error('a deleted unit is never merged');
    const next = run({ ...before, status: { kind: 'saving' } }, { type: 'conflict', lang: 'en', outcome });
    expect(next.status).toEqual({ kind: 'gone', by: 'colleague@example.com', at: '2026-11-26T10:05:00Z' });
    expect(next.sides).toEqual(before.sides);
    expect(run(loadedState(), { type: 'conflict', lang: 'en', outcome: { kind: 'idTaken' } })).toMatchObject({
      idTaken: true,
      status: { kind: 'invalid' },
    });
  });

  it('resolved: the language works from their revision with the fields chosen as mine kept', () => {
    const before = loadedState();
    before.sides!.en = typed(before.sides!.en, { title: 'Mine' });
    const sending = { data: before.sides!.en.values, base: 3, origin: before.sides!.en.origin };
    const outcome = conflictAnswer(before.sides!.en, version(unitIn('en', { title: 'Theirs' }), 4), sending, false, false);
    if (outcome.kind !== 'conflict') throw new Error('expected a conflict');
    const conflicted = run(before, { type: 'conflict', lang: 'en', outcome });
    const next = run(conflicted, { type: 'resolved', lang: 'en', keepMine: new Set(['title']) });
    expect(next.sides!.en).toMatchObject({ startedFrom: 4, conflict: null });
    expect(next.sides!.en.values.title).toBe('Mine');
  });

  it('resolved: nothing changes without a conflict there', () => {
    const before = loadedState();
    expect(run(before, { type: 'resolved', lang: 'en', keepMine: new Set() }).sides).toBe(before.sides);
  });

  it('saveFinished: says saved with the news, and the form starts over with no problems shown', () => {
    const before = loadedState({ attempted: true, touched: new Set(['tr:title']), restoredDraftAt: '2026-11-26T09:00:00Z' });
    const next = run(before, { type: 'saveFinished', news });
    expect(next).toMatchObject({ attempted: false, restoredDraftAt: null, status: { kind: 'saved', news } });
    expect(next.touched.size).toBe(0);
  });

  it('networkFailed: says the server could not be reached, and keeps what was typed', () => {
    const before = loadedState();
    const next = run(before, { type: 'networkFailed' });
    expect(next.status).toEqual({ kind: 'network' });
    expect(next.sides).toBe(before.sides);
  });

  it('created: each language sent becomes what is stored, one that waits holds nothing unsaved, and the form starts over', () => {
    const before = loadedState({ attempted: true });
    const sent = { tr: before.sides!.tr.values, en: before.sides!.en.values };
    const fresh = { tr: version(unitIn('tr'), 1), en: version(unitIn('en'), 1), de: null };
    const next = run(before, { type: 'created', langs, sent, fresh });
    expect(next.sides!.tr).toMatchObject({ startedFrom: 1, saved: fresh.tr });
    expect(next.sides!.de.clean).toBe(before.sides!.de.values);
    expect(next).toMatchObject({ attempted: false, status: { kind: 'saved', news: [] } });
  });

  it('createRefused: marks the refused fields in each language, or says the id is taken', () => {
    const refused = run(loadedState(), { type: 'createRefused', langs, languages: { de: [refusal('title')] } });
    expect([...refused.sides!.de.refused.keys()]).toEqual(['title']);
    expect(refused.sides!.tr.refused.size).toBe(0);
    expect(refused.status).toEqual({ kind: 'invalid' });
    expect(run(loadedState(), { type: 'createRefused', langs, languages: null })).toMatchObject({
      idTaken: true,
      status: { kind: 'invalid' },
    });
  });

  it('deleted: no language holds a stored unit any more', () => {
    const next = run(loadedState(), { type: 'deleted', langs });
    for (const lang of langs) expect(next.sides![lang].saved).toBeNull();
  });

  it('restored: the language shows the revision put back, the others stay', () => {
    const before = loadedState();
    const old = unitIn('tr', { title: 'from revision 1' });
    const next = run(before, { type: 'restored', lang: 'tr', pressed: before.sides!.tr.values, fresh: version(old, 4) });
    expect(next.sides!.tr).toMatchObject({ startedFrom: 4, clean: old, values: old });
    expect(next.sides!.en).toBe(before.sides!.en);
  });

  it('restoreReported: says which revision was restored and what colleagues changed meanwhile', () => {
    expect(run(loadedState(), { type: 'restoreReported', revision: 2, news }).status).toEqual({ kind: 'restored', revision: 2, news });
  });

  it('restoreRefused: says why the old revision was refused', () => {
    expect(run(loadedState(), { type: 'restoreRefused', message: 'title: required' }).status).toEqual({
      kind: 'restoreRefused',
      message: 'title: required',
    });
  });
});

describe('every event is a transition', () => {
  it('returns a new state and leaves the one it was given as it was', () => {
    const before = loadedState();
    const frozen = structuredClone({ ...before, touched: [...before.touched] });
    run(before, { type: 'saveSent' }, { type: 'changed', langs, fields, lang: 'tr', path: ['title'], value: 'x' }, { type: 'outdated' });
    expect({ ...before, touched: [...before.touched] }).toEqual(frozen);
  });
});
