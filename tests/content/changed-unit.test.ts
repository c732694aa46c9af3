/**
 * One changed unit of a document of items, checked alone: the same document the whole
 * document's check gives, its other items kept as they were, and no answer where only the whole
 * document's check can say what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { withChangedUnit } from '../../src/content/changed-unit';
import { fromStored, toStored } from '../../src/content/document-parts';
import { contentDocuments, documentKeys, type Content, type DocumentKey } from '../../src/content/documents';
import { parseDocument } from '../../src/content/loader';
import { committedContent } from './helpers';

const en = committedContent('en');

/** The document with the unit changed, checked whole, as the preview checked every draft before. */
function checkedWhole<K extends DocumentKey>(key: K, item: string | null, data: Record<string, unknown> | null): Content[K] {
  const parts = toStored(key, en[key]);
  const items = parts.items.filter((entry) => entry.id !== item);
  const changed = item === null ? { ...parts, fields: data! } : { ...parts, items: data === null ? items : [...items, { id: item, data }] };
  return parseDocument(key, 'en', fromStored(key, changed), `whole ${key}`);
}

const itemKeys = documentKeys.filter((key) => contentDocuments[key].subCollection);

describe('one changed unit of a document of items', () => {
  it.each(itemKeys)('%s: gives what the whole check gives, for its fields, a changed, an added and a deleted item', (key) => {
    const parts = toStored(key, en[key]);
    const middle = parts.items[Math.floor(parts.items.length / 2)]!;
    const titleField = contentDocuments[key].subCollection!.titleField;
    const cases: [string | null, Record<string, unknown> | null][] = [
      [null, { ...parts.fields, header: 'Draft heading' }],
      [middle.id, { ...middle.data, [titleField]: 'Draft title' }],
      // Moved to the front by its index, and added after the last.
      [middle.id, { ...middle.data, index: 0 }],
      ['draft-item', { ...middle.data, ...(key === 'projects' ? { url: 'draft-item' } : {}), index: 10_000 }],
      [middle.id, null],
    ];
    for (const [item, data] of cases) {
      const changed = withChangedUnit(key, 'en', en[key], item, data);
      expect(changed, `${key} ${item} ${JSON.stringify(data)?.slice(0, 40)}`).toEqual(checkedWhole(key, item, data));
    }
  });

  it('keeps the other items as they were checked, and its fields for an item', () => {
    const [first, second] = en.projects.projects;
    const changed = withChangedUnit('projects', 'en', en.projects, first!.id, { ...first!.project, name: 'Draft name' })!;
    expect(changed.projects.find((entry) => entry.id === second!.id)!.project).toBe(second!.project);
    expect(changed.header).toBe(en.projects.header);
    expect(changed.projects.find((entry) => entry.id === first!.id)!.project.name).toBe('Draft name');
  });

  it('leaves to the whole check a url taken twice, a refused item, fields of another language and a document without items', () => {
    const [first, second] = en.projects.projects;
    const taken = { ...first!.project, url: second!.project.url };
    expect(withChangedUnit('projects', 'en', en.projects, first!.id, taken)).toBeUndefined();
    expect(() => checkedWhole('projects', first!.id, taken)).toThrow(second!.project.url);
    expect(withChangedUnit('projects', 'en', en.projects, first!.id, { ...first!.project, index: 'first' })).toBeUndefined();
    expect(withChangedUnit('projects', 'en', en.projects, 'a/b', first!.project)).toBeUndefined();
    const fields = toStored('projects', en.projects).fields;
    expect(withChangedUnit('projects', 'en', en.projects, null, { ...fields, lang: 'de' })).toBeUndefined();
    expect(withChangedUnit('home', 'en', en.home, null, { ...en.home })).toBeUndefined();
  });
});
