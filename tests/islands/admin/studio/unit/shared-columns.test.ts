/** A shared field is shown once, in the first shown language's column, said to hold in every language; an image keeps its alt texts in every column. */
import { describe, expect, it } from 'vitest';
import { languages } from '../../../../../src/i18n/routes';
import { isSharedPath } from '../../../../../src/content/shared-fields';
import { chosenIn, columnFields } from '../../../../../src/islands/admin/studio/unit/shared-columns';
import { unitFields } from '../../../../../src/islands/admin/studio/unit/unit-data';

const keys = (fields: ReturnType<typeof unitFields>) => fields.map((field) => field.key);
const [first, ...others] = languages;
const names = Object.fromEntries(languages.map((lang) => [lang, `name of ${lang}`])) as Record<(typeof languages)[number], string>;

describe('shared columns', () => {
  it('show a project’s flags in the shared column only, noted; its photos (with their alt texts) in every column', () => {
    const fields = unitFields('projects', true);
    const main = columnFields(fields, first!, first!, 'same in every language');
    expect(keys(main)).toEqual(keys(fields));
    expect(main.find((field) => field.key === 'slider')?.label.en).toBe('On the home page slider (same in every language)');
    for (const lang of others) {
      const column = keys(columnFields(fields, lang, first!, 'note'));
      expect(column).not.toContain('slider');
      expect(column).not.toContain('completed');
      expect(column).toContain('name');
      expect(column).toEqual(expect.arrayContaining(['primaryImageSource', 'imageSources', 'imageAlts']));
    }
  });

  it('are whichever column is shown first: another language there shows the facts, the default language’s column then only its own texts', () => {
    const fields = unitFields('projects', true);
    const last = languages.at(-1)!;
    expect(keys(columnFields(fields, last, last, 'note'))).toContain('slider');
    expect(keys(columnFields(fields, first!, last, 'note'))).not.toContain('slider');
    const photos = fields.find((field) => field.key === 'imageSources')!;
    expect(chosenIn(photos, last, last, names)).toBeUndefined();
    expect(chosenIn(photos, first!, last, names)).toBe(`name of ${last}`);
    expect(
      chosenIn(
        fields.find((field) => field.key === 'name')!,
        first!,
        last,
        names,
      ),
    ).toBeUndefined();
  });

  it('leave a group’s translated fields in every column and take its shared ones out', () => {
    const counters = unitFields('home', false).find((field) => field.key === 'counters')!;
    for (const lang of others) {
      const [group] = columnFields([counters], lang, first!, 'note');
      expect(group!.fields!.map((counter) => keys(counter.fields!))).toEqual([['label'], ['label'], ['label']]);
    }
  });

  it('know a shared path, nested or inside a list of photos', () => {
    const home = unitFields('home', false);
    expect(isSharedPath(home, ['counters', 'completed', 'value'])).toBe(true);
    expect(isSharedPath(home, ['counters', 'completed', 'label'])).toBe(false);
    expect(isSharedPath(unitFields('projects', true), ['imageSources', 2])).toBe(true);
    expect(isSharedPath(unitFields('projects', true), ['imageAlts', 2])).toBe(false);
  });
});
