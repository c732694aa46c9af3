/** Which fields are facts set once, read from the schemas, and reading, writing and comparing them by path, groups too. */
import { describe, expect, it } from 'vitest';
import { describeFields } from '../../src/content/field-meta';
import { getContent } from '../../src/content/loader';
import { projectFieldsSchema } from '../../src/content/schemas';
import { sharedDisagreements } from '../../src/content/shared-agreement';
import { languages } from '../../src/i18n/routes';
import {
  alignedAlts,
  readShared,
  sharedDifferences,
  sharedPaths,
  sharedPathsOf,
  withSharedOf,
  writeShared,
} from '../../src/content/shared-fields';

describe('shared fields', () => {
  it('are the facts of a unit, read from the schemas: a project’s flags, order and photos; never its texts or its address', () => {
    expect(sharedPaths('projects', true)).toEqual([
      ['index'],
      ['primaryImageSource'],
      ['imageSources'],
      ['ongoing'],
      ['completed'],
      ['slider'],
    ]);
    expect(describeFields(projectFieldsSchema).find((field) => field.key === 'slider')).toMatchObject({ shared: true });
    expect(describeFields(projectFieldsSchema).find((field) => field.key === 'url')?.shared).toBeUndefined();
    expect(sharedPaths('references', true)).toEqual([['index'], ['logo']]);
    expect(sharedPaths('header', false)).toEqual([]);
  });

  it('are found inside groups: the home page’s counter figures, not their labels', () => {
    expect(sharedPaths('home', false)).toEqual([
      ['counters', 'completed', 'value'],
      ['counters', 'ongoing', 'value'],
      ['counters', 'customers', 'value'],
    ]);
  });

  it('are never marked inside a list’s entries, which languages may list differently', () => {
    const list = { key: 'links', label: { tr: 'a', en: 'a' }, kind: 'list', optional: false, fixed: false } as const;
    const entry = { key: 'index', label: { tr: 'b', en: 'b' }, kind: 'number', optional: false, fixed: false, shared: true } as const;
    expect(() => sharedPathsOf([{ ...list, fields: [entry] }])).toThrow(/'links' is a list whose entries have shared fields/);
  });

  it('are read, written (nested, an undefined one left out) and compared by path, without changing the data given', () => {
    const tr = getContent('tr').home as unknown as Record<string, unknown>;
    const en = getContent('en').home as unknown as Record<string, unknown>;
    const path = ['counters', 'ongoing', 'value'];
    expect(readShared(tr, path)).toBe(1);
    const changed = writeShared(tr, path, 7);
    expect(readShared(changed, path)).toBe(7);
    expect(readShared(tr, path)).toBe(1);
    expect(readShared(changed, ['counters', 'ongoing', 'label'])).toBe(getContent('tr').home.counters.ongoing.label);
    expect(writeShared({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });

    const paths = sharedPaths('home', false);
    expect(sharedDifferences(tr, en, paths)).toEqual([]);
    expect(sharedDifferences(changed, en, paths)).toEqual([path]);
    const taken = withSharedOf(en, changed, paths);
    expect(readShared(taken, path)).toBe(7);
    expect(taken['activityAreasHeader']).toBe(en['activityAreasHeader']);
  });

  it('keep each language’s alt texts with their photos when the photos are reordered, removed or added', () => {
    const before = { imageSources: ['/a.jpg', '/b.jpg', '/c.jpg'], imageAlts: ['A', 'B', 'C'] };
    const source = { imageSources: ['/c.jpg', '/a.jpg', '/d.jpg'], imageAlts: ['c', 'a', 'd'] };
    const next = { ...before, imageSources: source.imageSources };
    expect(alignedAlts('projects', true, next, before, source)).toEqual({ imageSources: source.imageSources, imageAlts: ['C', 'A', 'd'] });
    // No alt texts in that language: none made up.
    expect(alignedAlts('projects', true, { imageSources: ['/c.jpg'] }, { imageSources: ['/a.jpg'] }, source)).toEqual({
      imageSources: ['/c.jpg'],
    });
  });

  it('agree across the languages of the committed snapshot, and a disagreement is named by Firestore path and field', () => {
    const content = Object.fromEntries(languages.map((lang) => [lang, getContent(lang)])) as Record<
      (typeof languages)[number],
      ReturnType<typeof getContent>
    >;
    expect(sharedDisagreements(content)).toEqual([]);
    const [, second] = languages;
    const projects = content[second!].projects;
    const moved = {
      ...projects,
      projects: projects.projects.map((entry, position) =>
        position === 3 ? { ...entry, project: { ...entry.project, slider: true } } : entry,
      ),
    };
    expect(sharedDisagreements({ ...content, [second!]: { ...content[second!], projects: moved } })).toEqual([
      { where: `website/${second}/pages/projects/completedProjects/p04`, field: 'slider', value: true, defaultValue: false },
    ]);
  });
});
