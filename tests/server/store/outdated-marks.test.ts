import { describe, expect, it } from 'vitest';
import { checkMark, markWrites, type OutdatedMark, type WrittenUnit } from '../../../src/server/store/outdated-marks';
import { languages } from '../../../src/i18n/routes';

const at = new Date('2026-11-25T10:00:00Z');
const unit = (lang: 'tr' | 'en', item: string | null = null) => ({ lang, key: 'aboutTagline' as const, item });
const written = (lang: 'tr' | 'en', changed: string[], revision = 3, data: Record<string, unknown> | null = {}): WrittenUnit => ({
  unit: unit(lang),
  data,
  revision,
  changed,
  reworded: changed,
  by: `${lang}@example.com`,
  at,
});
const mark = (lang: 'tr' | 'en', field: string, from: 'tr' | 'en', since = 1, revision = 2): OutdatedMark => ({
  ...unit(lang),
  field,
  from,
  since,
  revision,
  at: '2026-11-24T10:00:00.000Z',
  by: `${from}@example.com`,
});
const others = (lang: string) => languages.filter((other) => other !== lang);

describe('the marks one atomic write sets and clears', () => {
  it('marks each changed field with words in every other language, checked against the revision before the change', () => {
    expect(markWrites([written('tr', ['visionContent', 'imageSource', 'lang'])], [])).toEqual({
      set: others('tr').map((lang) => ({
        lang,
        key: 'aboutTagline',
        item: null,
        field: 'visionContent',
        from: 'tr',
        since: 2,
        revision: 3,
        at: at.toISOString(),
        by: 'tr@example.com',
      })),
      clear: [],
    });
  });

  it('keeps what a marked field was checked against through further changes', () => {
    const { set } = markWrites([written('tr', ['visionContent'], 5)], [mark('en', 'visionContent', 'tr', 1, 3)]);
    expect(set.filter((marked) => marked.lang === 'en')).toMatchObject([{ lang: 'en', since: 1, revision: 5 }]);
    // A language not marked before is checked against the revision before this change.
    expect(set.filter((marked) => marked.lang !== 'en')).toMatchObject(
      others('tr')
        .filter((lang) => lang !== 'en')
        .map((lang) => ({ lang, since: 4 })),
    );
  });

  it('lets an edit of a marked field clear it and mark nothing back; an edit of another field marks', () => {
    expect(markWrites([written('en', ['visionContent', 'missionContent'])], [mark('en', 'visionContent', 'tr')])).toEqual({
      set: others('en').map((lang) => expect.objectContaining({ lang, field: 'missionContent', from: 'en' })),
      clear: [{ lang: 'en', key: 'aboutTagline', item: null, field: 'visionContent', from: 'tr' }],
    });
  });

  it('marks nothing where the other language changed the same field in the same write, in either order', () => {
    const writers = ['tr', 'en'];
    const both = [written('tr', ['visionContent']), written('en', ['visionContent'])];
    const between = ({ set, clear }: ReturnType<typeof markWrites>) => ({
      set: set.filter((marked) => writers.includes(marked.lang)),
      clear,
    });
    expect(between(markWrites(both, []))).toEqual({ set: [], clear: [] });
    expect(between(markWrites([...both].reverse(), [mark('tr', 'visionContent', 'en')]))).toEqual({
      set: [],
      clear: [{ lang: 'tr', key: 'aboutTagline', item: null, field: 'visionContent', from: 'en' }],
    });
    // A language that wrote nothing is marked by each writer.
    const readers = languages.filter((lang) => !writers.includes(lang));
    expect(markWrites(both, []).set.map(({ lang, from }) => `${lang}<${from}`)).toEqual(
      readers.flatMap((lang) => writers.map((from) => `${lang}<${from}`)),
    );
  });

  it('raises no marks for a unit created or brought back, and clears its own', () => {
    expect(markWrites([written('tr', ['(document)'])], [mark('tr', 'visionContent', 'en'), mark('en', 'visionContent', 'tr')])).toEqual({
      set: [],
      clear: [{ lang: 'tr', key: 'aboutTagline', item: null, field: 'visionContent', from: 'en' }],
    });
  });

  it('takes a deleted unit’s marks along, and the marks its changes made', () => {
    const current = [mark('tr', 'visionContent', 'en'), mark('en', 'missionContent', 'tr')];
    expect(markWrites([written('tr', ['(document)'], 4, null)], current).clear).toHaveLength(2);
  });

  it('marks nothing for a field whose words stayed, only its spacing changed', () => {
    expect(markWrites([{ ...written('tr', ['visionContent']), reworded: [] }], [])).toEqual({ set: [], clear: [] });
  });

  it('clears the mark of a field changed back to the words it was checked against, and no other', () => {
    const current = [mark('en', 'visionContent', 'tr', 1, 2)];
    const back = { ...written('tr', ['visionContent']), returned: [{ field: 'visionContent', since: 1 }] };
    const writes = markWrites([back], current);
    expect(writes.clear).toEqual([{ ...unit('en'), field: 'visionContent', from: 'tr' }]);
    // A language checked against the words changed from (no mark) is asked to check again.
    expect(writes.set.map((set) => set.lang)).toEqual(others('tr').filter((lang) => lang !== 'en'));
    const backToAnother = { ...back, returned: [{ field: 'visionContent', since: 0 }] };
    expect(markWrites([backToAnother], current).set.find((set) => set.lang === 'en')).toMatchObject({ since: 1, revision: 3 });
  });

  it('leaves marks of other units alone', () => {
    const elsewhere = { ...mark('en', 'visionContent', 'tr'), item: 'p01' };
    expect(markWrites([written('en', ['visionContent'])], [elsewhere]).clear).toEqual([]);
  });
});

describe('Checked on a mark', () => {
  it('clears it when the editor saw the revision that changed the field last', () => {
    expect(checkMark(mark('en', 'visionContent', 'tr', 1, 2), 2)).toEqual({ result: 'cleared' });
  });

  it('keeps it when a later change came since, checked against what the editor saw', () => {
    expect(checkMark(mark('en', 'visionContent', 'tr', 1, 4), 3)).toEqual({
      result: 'changed since',
      mark: mark('en', 'visionContent', 'tr', 3, 4),
    });
  });

  it('says when there is no mark', () => {
    expect(checkMark(undefined, 3)).toEqual({ result: 'not marked' });
  });
});
