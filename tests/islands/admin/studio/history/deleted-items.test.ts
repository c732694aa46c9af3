import { describe, expect, it } from 'vitest';
import type { ContentOverviewEntry } from '../../../../../src/admin-api/contract';
import { deletedItemsOf, keptData, restoreRefusal } from '../../../../../src/islands/admin/studio/history/deleted-items';
import { studioStrings } from '../../../../../src/islands/admin/studio/base/strings';
import { fill } from '../../../../../src/islands/admin/strings';

const entry = (lang: string, deleted: ContentOverviewEntry['deleted']): ContentOverviewEntry => ({
  lang,
  key: 'projects',
  revision: 1,
  updatedAt: null,
  updatedBy: null,
  items: [],
  deleted,
});
const deletion = (id: string, title: string, updatedAt: string, restorable = true) => ({
  id,
  title,
  restorable,
  revision: 3,
  updatedAt,
  updatedBy: 'editor@example.com',
});

describe('deleted items across languages', () => {
  it('gives each item once, titled in the admin’s language, with every language it is deleted in, the last deleted first', () => {
    const entries = [
      entry('tr', [deletion('p01', 'Polatlı GES', '2026-11-20T10:00:00Z'), deletion('p02', 'Eski', '2026-11-25T09:00:00Z')]),
      entry('en', [deletion('p01', 'Polatli Solar', '2026-11-20T10:00:01Z')]),
    ];
    expect(deletedItemsOf(entries, 'projects', 'en')).toEqual([
      {
        id: 'p02',
        title: 'Eski',
        restorable: true,
        deletions: [{ lang: 'tr', revision: 3, updatedAt: '2026-11-25T09:00:00Z', updatedBy: 'editor@example.com' }],
      },
      {
        id: 'p01',
        title: 'Polatli Solar',
        restorable: true,
        deletions: [
          { lang: 'tr', revision: 3, updatedAt: '2026-11-20T10:00:00Z', updatedBy: 'editor@example.com' },
          { lang: 'en', revision: 3, updatedAt: '2026-11-20T10:00:01Z', updatedBy: 'editor@example.com' },
        ],
      },
    ]);
    expect(deletedItemsOf(entries, 'news', 'tr')).toEqual([]);
  });

  it('compares a deleted item’s revisions with its last one before the deletion: what Restore brings back', () => {
    const revision = (number: number, data: Record<string, unknown> | null) => ({
      revision: number,
      data,
      updatedAt: '2026-11-20T10:00:00Z',
      updatedBy: 'editor@example.com',
      changed: [],
    });
    const revisions = [revision(3, null), revision(2, { name: 'Son hâli' }), revision(1, { name: 'İlk hâli' })];
    expect(keptData(revisions)).toEqual({ name: 'Son hâli' });
    expect(keptData([revision(1, null)])).toBeNull();
  });

  it('takes the title of a language that kept a revision with data, and says when none did', () => {
    const entries = [
      entry('tr', [deletion('p03', 'p03', '2026-11-20T10:00:00Z', false)]),
      entry('en', [deletion('p03', 'Kept', '2026-11-20T10:00:00Z')]),
    ];
    expect(deletedItemsOf(entries, 'projects', 'tr')[0]).toMatchObject({ title: 'Kept', restorable: true });
    expect(deletedItemsOf([entries[0]!], 'projects', 'tr')[0]).toMatchObject({ title: 'p03', restorable: false });
  });

  it('says why a restore wrote nothing: each refused language’s field by its label, or that the id is taken', () => {
    const invalid = restoreRefusal(
      {
        kind: 'invalid',
        languages: { tr: [{ field: 'url', code: 'duplicateUrl', values: { value: 'a' }, message: "unique urls, but 'a' appears twice" }] },
      },
      'projects',
      'Polatlı GES',
      studioStrings.en,
      'en',
    );
    expect(invalid).toMatch(/^“Polatlı GES” could not be restored; nothing was restored in any language: .* \(TR\): /);
    expect(invalid).toContain(fill(studioStrings.en.editor.expected, { what: "unique urls, but 'a' appears twice" }));
    const inTurkish = restoreRefusal(
      {
        kind: 'invalid',
        languages: { en: [{ field: 'url', code: 'duplicateUrl', values: { value: 'a' }, message: "unique urls, but 'a' appears twice" }] },
      },
      'projects',
      'Polatlı GES',
      studioStrings.tr,
      'tr',
    );
    expect(inTurkish).toContain(`(EN): ${fill(studioStrings.tr.editor.expected, { what: "tekil adresler, ama 'a' iki kez geçiyor" })}`);
    // A code this studio does not know (another server's) reads as the server's English message.
    const unknown = restoreRefusal(
      { kind: 'invalid', languages: { tr: [{ field: 'url', code: 'tooNew' as 'invalid', values: {}, message: 'something new' }] } },
      'projects',
      'X',
      studioStrings.tr,
      'tr',
    );
    expect(unknown).toContain(fill(studioStrings.tr.editor.expected, { what: 'something new' }));
    expect(restoreRefusal({ kind: 'conflict', current: {} }, 'projects', 'X', studioStrings.tr, 'tr')).toContain(
      studioStrings.tr.deletedItems.taken,
    );
  });
});
