/**
 * An editor's draft laid over the content a preview starts from: checked with its unit's schema,
 * a refused field shown as stored and named with its refusal's code, the language's other
 * documents and the other languages left as they were.
 */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/documents';
import type { ContentOverlay } from '../../../src/content/overlay';
import { languages, type Lang } from '../../../src/i18n/routes';
import { readDraft, withDraft } from '../../../src/server/content/preview-draft';
import { committedContent } from '../../content/helpers';

const base: ContentOverlay = Object.fromEntries(languages.map((lang) => [lang, committedContent(lang)])) as Record<Lang, Content>;
const firstProject = base.en.projects.projects[0]!;
const homeFields = () => ({ ...base.en.home }) as Record<string, unknown>;

describe('a draft laid over the preview content', () => {
  it("replaces its unit in its language only: the other documents and languages are the base's own", () => {
    const { content, notShown } = withDraft(base, {
      unit: { lang: 'en', key: 'home', item: null },
      data: { ...homeFields(), activityAreasHeader: 'Draft header' },
    });
    expect(notShown).toEqual([]);
    expect(content.en.home.activityAreasHeader).toBe('Draft header');
    expect(base.en.home.activityAreasHeader).not.toBe('Draft header');
    expect(content.en.projects).toBe(base.en.projects);
    expect(content.tr).toBe(base.tr);
    expect(content.de).toBe(base.de);
  });

  it('changes, adds and removes an item of a document', () => {
    const unit = (item: string) => ({ lang: 'en' as const, key: 'projects' as const, item });
    const renamed = withDraft(base, { unit: unit(firstProject.id), data: { ...firstProject.project, name: 'Draft name' } });
    expect(renamed.content.en.projects.projects.find((p) => p.id === firstProject.id)!.project.name).toBe('Draft name');
    const added = withDraft(base, { unit: unit('p-draft'), data: { ...firstProject.project, url: 'draft-project', index: 999 } });
    expect(added.content.en.projects.projects.at(-1)).toEqual({
      id: 'p-draft',
      project: expect.objectContaining({ url: 'draft-project' }),
    });
    const removed = withDraft(base, { unit: unit(firstProject.id), data: null });
    expect(removed.content.en.projects.projects.map((p) => p.id)).not.toContain(firstProject.id);
    expect(removed.content.en.projects.projects).toHaveLength(base.en.projects.projects.length - 1);
  });

  it('shows a refused field as stored, the draft beside it as drafted, and names the refusal', () => {
    const { content, notShown } = withDraft(base, {
      unit: { lang: 'en', key: 'home', item: null },
      data: { ...homeFields(), activityAreasHeader: 42, counters: { ...base.en.home.counters, ongoing: { label: 'x', value: 'many' } } },
    });
    expect(content.en.home.activityAreasHeader).toBe(base.en.home.activityAreasHeader);
    expect(content.en.home.counters).toEqual(base.en.home.counters);
    expect(notShown).toEqual([
      expect.objectContaining({ field: 'counters.ongoing.value', code: 'notNumber' }),
      expect.objectContaining({ field: 'activityAreasHeader', code: 'notText' }),
    ]);
    const beside = withDraft(base, {
      unit: { lang: 'en', key: 'home', item: null },
      data: { ...homeFields(), activityAreasHeader: 'Shown', counters: 'no' },
    });
    expect(beside.content.en.home.activityAreasHeader).toBe('Shown');
    expect(beside.notShown.map((problem) => problem.field)).toEqual(['counters']);
  });

  it('leaves a new item out where its draft is refused and nothing of it is stored', () => {
    const { content, notShown } = withDraft(base, {
      unit: { lang: 'en', key: 'projects', item: 'p-new' },
      data: { ...firstProject.project, url: 'new-one', name: 7 },
    });
    expect(content.en.projects.projects.map((p) => p.id)).not.toContain('p-new');
    expect(notShown).toEqual([expect.objectContaining({ field: 'name', code: 'notText' })]);
  });

  it('shows the stored document where only the whole document refuses the draft (a url taken twice)', () => {
    const second = base.en.projects.projects[1]!;
    const { content, notShown } = withDraft(base, {
      unit: { lang: 'en', key: 'projects', item: second.id },
      data: { ...second.project, url: firstProject.project.url },
    });
    expect(content.en.projects).toBe(base.en.projects);
    expect(notShown).toEqual([expect.objectContaining({ field: '(document)', code: 'invalid' })]);
  });
});

describe("the form's fields", () => {
  const unit = (value: object) => JSON.stringify(value);
  it('reads a unit and its draft', () => {
    expect(readDraft(unit({ lang: 'de', key: 'projects', item: 'p01' }), '{"name":"x"}')).toEqual({
      unit: { lang: 'de', key: 'projects', item: 'p01' },
      data: { name: 'x' },
    });
    expect(readDraft(unit({ lang: 'tr', key: 'news', item: 'n1' }), 'null')).toEqual({
      unit: { lang: 'tr', key: 'news', item: 'n1' },
      data: null,
    });
  });

  it('says what is wrong with a unit or a draft it cannot read', () => {
    expect(readDraft(null, '{}')).toMatch(/field unit/);
    expect(readDraft('{not json', '{}')).toMatch(/field unit/);
    expect(readDraft(unit({ lang: 'fr', key: 'home', item: null }), '{}')).toMatch(/lang/);
    expect(readDraft(unit({ lang: 'en', key: 'nothing', item: null }), '{}')).toMatch(/key must be one of/);
    expect(readDraft(unit({ lang: 'en', key: 'home', item: 3 }), '{}')).toMatch(/item/);
    expect(readDraft(unit({ lang: 'en', key: 'home', item: null }), '[1]')).toMatch(/JSON object/);
    expect(readDraft(unit({ lang: 'en', key: 'home', item: null }), 'null')).toMatch(/cannot be deleted/);
  });
});
