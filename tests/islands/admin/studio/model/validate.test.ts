import { describe, expect, it } from 'vitest';
import { blocksSave, problemsIn, shownProblems } from '../../../../../src/islands/admin/studio/model/validate';
import { fields, languageLists, openedSides, refusal, schema, typed, words } from './fixtures';

describe.each(languageLists)('what keeps a side from saving, with $name', ({ langs }) => {
  const last = langs.at(-1)!;
  const first = langs[0]!;
  const untried = { attempted: false, touched: new Set<string>(), sends: true };

  it('finds the schema’s problems by field path, in words', () => {
    const side = typed(openedSides(langs)[last]!, { title: '', stops: [{ name: '', open: true }] });
    const problems = problemsIn(schema, fields, side, words);
    expect(problems.get('title')).toBe('expected:required');
    expect(problems.has('stops[0].name')).toBe(true);
    expect(blocksSave(schema, fields, side)).toBe(true);
    expect(blocksSave(schema, fields, openedSides(langs)[last]!)).toBe(false);
  });

  it('asks for the alt text of an image set or changed, not of one saved before', () => {
    const sides = openedSides(langs);
    const set = typed(sides[last]!, { photo: '/media/new.webp' });
    expect(problemsIn(schema, fields, set, words).get('photoAlt')).toBe('alt needed');
    expect(blocksSave(schema, fields, set)).toBe(true);
    const savedWithout = { ...set, clean: set.values };
    expect(problemsIn(schema, fields, savedWithout, words).has('photoAlt')).toBe(false);
    expect(blocksSave(schema, fields, typed(set, { photoAlt: 'Kızılay istasyonu' }))).toBe(false);
  });

  it('shows a field’s problem once it was touched in that language, or after a save was tried', () => {
    const sides = openedSides(langs);
    const side = typed(sides[last]!, { title: '' });
    expect(shownProblems(schema, fields, last, side, untried, words).size).toBe(0);
    expect(
      shownProblems(schema, fields, last, side, { attempted: false, touched: new Set([`${first}:title`]), sends: true }, words).size,
    ).toBe(0);
    expect([
      ...shownProblems(schema, fields, last, side, { attempted: false, touched: new Set([`${last}:title`]), sends: true }, words).keys(),
    ]).toEqual(['title']);
    expect([
      ...shownProblems(schema, fields, last, side, { attempted: true, touched: new Set<string>(), sends: true }, words).keys(),
    ]).toEqual(['title']);
  });

  it('shows nothing of its own in a language a save does not send (an item’s blank language), only what the server refused', () => {
    const side = typed(openedSides(langs)[last]!, { title: '' });
    const tried = { attempted: true, touched: new Set([`${last}:title`]), sends: false };
    expect(shownProblems(schema, fields, last, side, tried, words).size).toBe(0);
    const refused = { ...side, refused: new Map([['facts.year', refusal('facts.year', 'tooBig')]]) };
    expect(shownProblems(schema, fields, last, refused, tried, words)).toEqual(new Map([['facts.year', 'expected:tooBig']]));
  });

  it('shows what the server refused at once', () => {
    const side = {
      ...openedSides(langs)[last]!,
      refused: new Map([['facts.year', refusal('facts.year', 'tooBig')]]),
    };
    expect(shownProblems(schema, fields, last, side, untried, words)).toEqual(new Map([['facts.year', 'expected:tooBig']]));
  });
});
