import { describe, expect, it } from 'vitest';
import { getContent } from '../../../../../src/content/loader';
import {
  afterStored,
  layDraft,
  mergedSending,
  resolveChoice,
  withConflict,
  type SideState,
  type StoredVersion,
} from '../../../../../src/islands/admin/studio/merge/side-merge';
import { sameData, type Data } from '../../../../../src/islands/admin/studio/unit/unit-data';

/** The issue's example: project p04's TR item, its Client, Short description and Location. */
const p04 = getContent('tr').projects.projects.find((entry) => entry.id === 'p04')!.project as unknown as Data;
const theirClient = 'Ankara Büyükşehir Belediyesi EGO Genel Müdürlüğü';
const myDescription = 'Altı metro istasyonunda zayıf akım sistemleri, birinci editörün açıklaması.';
const myLocation = 'Kızılay–Koru hattı, Ankara';

const version = (data: Data, revision: number, updatedBy = 'second@example.com'): StoredVersion => ({
  data,
  revision,
  updatedAt: `2026-11-25T14:0${revision}:00Z`,
  updatedBy,
});

const opened = (stored: StoredVersion): SideState => ({
  saved: stored,
  startedFrom: stored.revision,
  origin: stored.data,
  clean: stored.data,
  values: stored.data,
  refused: new Map(),
  conflict: null,
});

const typed = (side: SideState, changes: Data): SideState => ({ ...side, values: { ...side.values, ...changes } });
const dirty = (side: SideState) => !sameData(side.values, side.clean);

describe('after a save was stored', () => {
  it('shows what is stored, from its revision, with no unsaved change', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const after = afterStored(side, side.values, version(side.values, 4, 'first@example.com'));
    expect(after).toMatchObject({ values: side.values, startedFrom: 4, origin: side.values, clean: side.values, conflict: null });
    expect(dirty(after)).toBe(false);
  });

  it('after an automatic merge shows the colleague’s field as stored, not the value the form had', () => {
    // The form sent its description; the save merged with their Client; the stored data has both.
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const stored = { ...p04, customer: theirClient, description: myDescription };
    const after = afterStored(side, side.values, version(stored, 5, 'first@example.com'));
    expect(after.values).toEqual(stored);
    expect(after).toMatchObject({ startedFrom: 5, origin: stored, conflict: null });
    expect(dirty(after)).toBe(false);
  });

  it('lays what was typed during the request over what is stored, and only that is unsaved', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const pressed = side.values;
    const meanwhile = typed(side, { location: myLocation });
    const stored = { ...p04, customer: theirClient, description: myDescription };
    const after = afterStored(meanwhile, pressed, version(stored, 5, 'first@example.com'));
    expect(after.values).toEqual({ ...stored, location: myLocation });
    expect(after.clean).toEqual(stored);
    expect(dirty(after)).toBe(true);
  });

  it('asks, never overwrites, when the editor typed during the request into a field a colleague changed', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const pressed = side.values;
    const meanwhile = typed(side, { customer: 'Birinci editörün işvereni' });
    const stored = { ...p04, customer: theirClient, description: myDescription };
    const after = afterStored(meanwhile, pressed, version(stored, 5, 'first@example.com'));
    expect(after.conflict?.plan.conflicting).toEqual([['customer']]);
    expect(after.values).toEqual(meanwhile.values);
    expect(after.origin).toEqual(pressed);
    // Their choice on the conflict screen decides: theirs kept, nothing of theirs is lost.
    const theirs = resolveChoice(after, new Set())!;
    expect(theirs.sending.data).toEqual(stored);
    expect(theirs.sending.base).toBe(5);
  });

  it('keeps the form when the item is gone', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const after = afterStored(side, side.values, null);
    expect(after).toMatchObject({ saved: null, startedFrom: null, values: side.values });
  });
});

describe('a save that met a colleague’s (409)', () => {
  const origin = version(p04, 3);

  it('is merged and sent again from their revision when nobody changed a field both did', () => {
    const side = typed(opened(origin), { description: myDescription });
    const theirs = version({ ...p04, customer: theirClient }, 4);
    expect(mergedSending({ data: side.values, base: 3, origin: p04 }, theirs)).toEqual({
      data: { ...p04, customer: theirClient, description: myDescription },
      base: 4,
      origin: theirs.data,
    });
  });

  it('is not merged when both changed a field, and the conflict screen compares the form as it is now', () => {
    const side = typed(opened(origin), { description: myDescription });
    const theirs = version({ ...p04, customer: theirClient, description: 'İkinci editörün açıklaması' }, 4);
    expect(mergedSending({ data: side.values, base: 3, origin: p04 }, theirs)).toBeUndefined();
    const asked = withConflict(typed(side, { location: myLocation }), theirs);
    expect(asked.conflict?.plan).toEqual({
      conflicting: [['description']],
      fromMine: [['location']],
      fromTheirs: [['customer']],
      combined: [],
    });
    expect(asked.saved).toBe(theirs);
  });

  it('a second 409 after a merge asks from what the form started from, so the first colleague’s field survives the choice', () => {
    // Merged with their Client (revision 4) and refused again by a third save (revision 5) of the description.
    const side = typed(opened(origin), { description: myDescription });
    const third = version({ ...p04, customer: theirClient, description: 'Üçüncü editörün açıklaması' }, 5, 'third@example.com');
    const asked = withConflict(side, third);
    expect(asked.conflict?.plan.fromTheirs).toEqual([['customer']]);
    const mine = resolveChoice(asked, new Set(['description']))!;
    expect(mine.sending).toEqual({ data: { ...third.data, description: myDescription }, base: 5, origin: third.data });
    expect(mine.side).toMatchObject({ values: mine.sending.data, startedFrom: 5, conflict: null });
  });

  it('keeps what the editor typed while the conflict screen was open', () => {
    const side = typed(opened(origin), { description: myDescription });
    const theirs = version({ ...p04, customer: theirClient, description: 'İkinci editörün açıklaması' }, 4);
    const asked = typed(withConflict(side, theirs), { location: myLocation, customer: 'Sonradan yazılan işveren' });
    const choice = resolveChoice(asked, new Set())!;
    // Typed after seeing their save: kept as typed, their Client included.
    expect(choice.sending.data).toEqual({ ...theirs.data, location: myLocation, customer: 'Sonradan yazılan işveren' });
    expect(resolveChoice(opened(origin), new Set())).toBeUndefined();
  });
});

describe('a draft found after a reload', () => {
  const draftOf = (side: SideState) => ({ values: side.values, base: side.startedFrom, origin: side.origin });

  it('is laid over as it was when nothing was saved since', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const laid = layDraft(opened(version(p04, 3)), draftOf(side));
    expect(laid).toEqual({ side: { ...opened(version(p04, 3)), values: side.values }, takenSince: null });
  });

  it('takes what only a colleague changed since, from what is stored now, and says since when', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const now = version({ ...p04, customer: theirClient }, 4);
    const laid = layDraft(opened(now), draftOf(side));
    expect(laid.side.values).toEqual({ ...p04, customer: theirClient, description: myDescription });
    expect(laid.side).toMatchObject({ startedFrom: 4, origin: now.data, clean: now.data, conflict: null });
    expect(laid.takenSince).toBe(3);
  });

  it('asks about a field both changed, from the draft’s revision', () => {
    const side = typed(opened(version(p04, 3)), { customer: 'Birinci editörün işvereni', description: myDescription });
    const now = version({ ...p04, customer: theirClient, location: 'Etimesgut, Ankara' }, 4);
    const laid = layDraft(opened(now), draftOf(side));
    expect(laid.side.conflict?.plan).toEqual({
      conflicting: [['customer']],
      fromMine: [['description']],
      fromTheirs: [['location']],
      combined: [],
    });
    expect(laid.side).toMatchObject({ values: side.values, startedFrom: 3, origin: p04, saved: now });
    expect(laid.takenSince).toBeNull();
  });

  it('without its revision’s data and older than what is stored, asks about every field it differs in', () => {
    const side = typed(opened(version(p04, 3)), { description: myDescription });
    const now = version({ ...p04, customer: theirClient }, 4);
    const laid = layDraft(opened(now), { values: side.values, base: 3 });
    expect(laid.side.conflict?.plan).toEqual({ conflicting: [['description'], ['customer']], fromMine: [], fromTheirs: [], combined: [] });
    // Keeping theirs for the Client and the draft's description.
    expect(resolveChoice(laid.side, new Set(['description']))!.sending.data).toEqual({ ...now.data, description: myDescription });
    // Equal to what is stored: nothing to ask.
    expect(layDraft(opened(now), { values: now.data, base: 3 }).side).toMatchObject({ values: now.data, conflict: null });
  });

  it('of an item not stored, or without a revision, is laid over as it was', () => {
    const blank = { ...opened(version(p04, 0)), saved: null, startedFrom: null, origin: null };
    expect(layDraft(blank, { values: { name: 'Yeni' }, base: null }).side).toMatchObject({ values: { name: 'Yeni' }, startedFrom: null });
    expect(layDraft(opened(version(p04, 4)), { values: { ...p04, location: myLocation } }).side.values.location).toBe(myLocation);
  });
});

/**
 * The steps in every order, against a store that refuses a save from an older revision
 * as the server does: editor A opens p04, types the description, saves, types the location,
 * (reloads with the draft,) saves; editor B saves a field at any point in between. What A does
 * is what the studio's hook does with these rules.
 */
describe('two editors in every order of the steps', () => {
  const A = 'first@example.com';
  const B = 'second@example.com';

  function store() {
    const revisions: StoredVersion[] = [version(p04, 0, '')];
    const current = () => revisions.at(-1)!;
    return {
      current,
      save(data: Data, base: number | null, by: string) {
        if (base !== current().revision) return { kind: 'conflict' as const, current: current() };
        revisions.push({ data, revision: revisions.length, updatedAt: null, updatedBy: by });
        return { kind: 'saved' as const };
      },
    };
  }
  type Store = ReturnType<typeof store>;

  function save(side: SideState, at: Store): SideState {
    const pressed = side.values;
    let sending = { data: pressed, base: side.startedFrom, origin: side.origin };
    for (let round = 0; ; round++) {
      const answer = at.save(sending.data, sending.base, A);
      if (answer.kind === 'saved') return afterStored(side, pressed, at.current());
      const again = round === 0 ? mergedSending(sending, answer.current) : undefined;
      if (!again) return withConflict(side, answer.current);
      sending = again;
    }
  }

  const reload = (side: SideState, at: Store) =>
    layDraft(opened(at.current()), { values: side.values, base: side.startedFrom, origin: side.origin }).side;

  type Step = (side: SideState, at: Store) => SideState;
  const stepsOf = (withReload: boolean): [string, Step][] => [
    ['types the description', (side) => typed(side, { description: myDescription })],
    ['saves', save],
    ['types the location', (side) => typed(side, { location: myLocation })],
    ...(withReload ? ([['reloads with the draft', reload]] as [string, Step][]) : []),
    ['saves again', save],
  ];

  for (const withReload of [false, true])
    for (let position = 0; position <= stepsOf(withReload).length; position++) {
      const steps = stepsOf(withReload);
      const when = position === steps.length ? 'after A’s last step' : `before A ${steps[position]![0]}`;
      const run = (field: string, value: string) => {
        const at = store();
        let side = opened(at.current());
        steps.forEach(([, step], index) => {
          if (index === position) at.save({ ...at.current().data, [field]: value }, at.current().revision, B);
          side = step(side, at);
        });
        if (position === steps.length) at.save({ ...at.current().data, [field]: value }, at.current().revision, B);
        return { at, side };
      };

      it(`${withReload ? 'with a reload: ' : ''}B saves the Client ${when}: both fixes are stored, and A’s form shows what is stored`, () => {
        const { at, side } = run('customer', theirClient);
        expect(at.current().data).toMatchObject({ customer: theirClient, description: myDescription, location: myLocation });
        expect(side.conflict).toBeNull();
        if (position < steps.length) {
          expect(side.values).toEqual(at.current().data);
          expect(dirty(side)).toBe(false);
        }
      });

      it(`${withReload ? 'with a reload: ' : ''}B saves the description ${when}: A is asked, never saves over it unseen`, () => {
        const theirs = 'İkinci editörün açıklaması';
        const { at, side } = run('description', theirs);
        // B's description is never saved over by one A did not see.
        expect(at.current().data).toMatchObject({ description: theirs });
        if (position <= 1) {
          // Before A's first save: A's description and theirs both changed the field, and A is asked.
          expect(side.conflict?.plan.conflicting).toEqual([['description']]);
        } else {
          // After it, B changed A's saved description in sight; A's form shows it.
          expect(side.conflict).toBeNull();
          if (position < steps.length) expect(side.values).toEqual(at.current().data);
        }
      });
    }
});
