/** The translated fields a unit holds empty, which the content list counts where another language has them filled. */
import { describe, expect, it } from 'vitest';
import { getContent } from '../../../src/content/loader';
import { languages } from '../../../src/i18n/routes';
import { emptyFields, isBlank } from '../../../src/server/content/empty-fields';

describe('empty fields', () => {
  it('are blank texts, markup without words, and lists or groups of only such', () => {
    expect([undefined, null, '', '  ', '<p></p>', [], ['', ' '], { a: '', b: [] }].every(isBlank)).toBe(true);
    expect(['x', '<p>x</p>', 0, false, ['', 'x'], { a: 'x' }].some(isBlank)).toBe(false);
  });

  it('name a project’s emptied translated fields by path, never its facts set once', () => {
    const project = getContent(languages[0]!).projects.projects[0]!;
    expect(emptyFields('projects', true, { ...project.project })).toEqual([]);
    const emptied = { ...project.project, name: '', imageAlts: ['', ''], slider: undefined, imageSources: [] };
    const paths = emptyFields('projects', true, emptied);
    expect(paths).toEqual(expect.arrayContaining(['name', 'imageAlts']));
    expect(paths).not.toContain('slider');
    expect(paths).not.toContain('imageSources');
    expect(emptyFields('projects', true, null)).toEqual([]);
  });

  it('go into groups: a counter’s label, not its figure', () => {
    const home = getContent(languages[0]!).home;
    const { activityAreas: _areas, ...fields } = home as unknown as Record<string, unknown>;
    const counters = { ...home.counters, customers: { ...home.counters.customers, label: '' } };
    const paths = emptyFields('home', false, { ...fields, counters });
    expect(paths).toContain('counters.customers.label');
    expect(paths.some((path) => path.endsWith('.value'))).toBe(false);
  });
});
