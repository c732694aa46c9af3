import { describe, expect, it } from 'vitest';
import { languages } from '../../../../../src/i18n/routes';
import { canUndo, fillSources } from '../../../../../src/islands/admin/studio/translation/fill-from';

const [first, second] = languages;

describe('the languages a field can be filled from', () => {
  it('are those with a value, empty field or filled, but not one equal to it', () => {
    expect(fillSources('', [{ lang: first!, value: 'Trafo merkezi' }])).toEqual([first]);
    expect(fillSources('Substation', [{ lang: first!, value: 'Trafo merkezi' }])).toEqual([first]);
    expect(fillSources('Trafo merkezi', [{ lang: first!, value: 'Trafo merkezi' }])).toEqual([]);
    expect(fillSources(['a.jpg'], [{ lang: first!, value: [] }])).toEqual([]);
    expect(fillSources(undefined, [{ lang: first!, value: undefined }])).toEqual([]);
  });

  it('are every other language, in order, each on its own', () => {
    const others = languages.map((lang, i) => ({ lang, value: `text ${i}` }));
    expect(fillSources('text 0', others)).toEqual(languages.slice(1));
  });
});

describe('undoing a fill', () => {
  const fill = { from: second!, previous: 'Eski metin', filled: { lines: ['a', 'b'] } };
  it('is possible while the field holds what the fill put there', () => {
    expect(canUndo(fill, { lines: ['a', 'b'] })).toBe(true);
  });

  it('is not once the field changed since, or with no fill', () => {
    expect(canUndo(fill, { lines: ['a', 'b', 'c'] })).toBe(false);
    expect(canUndo(null, 'Eski metin')).toBe(false);
  });
});
