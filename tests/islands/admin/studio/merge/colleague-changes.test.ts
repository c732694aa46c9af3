import { describe, expect, it } from 'vitest';
import { getContent } from '../../../../../src/content/loader';
import type { ContentRevision } from '../../../../../src/admin-api/contract';
import {
  colleagueChanges,
  colleagueChangesText,
  joinChanges,
  othersSavedIn,
} from '../../../../../src/islands/admin/studio/merge/colleague-changes';
import { studioStrings } from '../../../../../src/islands/admin/studio/base/strings';
import { unitFields, type Data } from '../../../../../src/islands/admin/studio/unit/unit-data';

const p04 = getContent('tr').projects.projects.find((entry) => entry.id === 'p04')!.project as unknown as Data;
const fields = unitFields('projects', true);
const SECOND = 'second@example.com';
const THIRD = 'third@example.com';

const revision = (number: number, updatedBy: string, changed: string[], updatedAt = `2026-11-25T14:0${number}:00Z`): ContentRevision => ({
  data: null,
  revision: number,
  updatedAt,
  updatedBy,
  changed,
});

describe('what colleagues changed on the editor’s screen meanwhile', () => {
  const seen = { ...p04, description: 'Birinci editörün açıklaması' };
  const stored = { ...seen, customer: 'EGO Genel Müdürlüğü', location: 'Etimesgut, Ankara', name: 'Metro İstasyonları' };

  it('names each field a colleague’s save changed and the editor did not have, by person, oldest first', () => {
    const history = [
      revision(6, 'first@example.com', ['description']),
      revision(5, THIRD, ['location']),
      revision(4, SECOND, ['customer', 'name']),
      revision(3, SECOND, ['url']),
    ];
    const changes = colleagueChanges('tr', history, { since: 3, through: 6, own: new Set([6]) }, seen, stored);
    expect(changes).toEqual([
      {
        by: SECOND,
        at: '2026-11-25T14:04:00Z',
        fields: [
          { lang: 'tr', path: ['customer'] },
          { lang: 'tr', path: ['name'] },
        ],
      },
      { by: THIRD, at: '2026-11-25T14:05:00Z', fields: [{ lang: 'tr', path: ['location'] }] },
    ]);
  });

  it('gives a field to its last save only, and leaves out what the editor’s own save or screen already had', () => {
    const history = [
      revision(7, 'first@example.com', ['customer']),
      revision(6, THIRD, ['location']),
      revision(5, SECOND, ['location', 'description']),
      revision(4, SECOND, ['customer']),
    ];
    // The Client: theirs, then the editor's own; the description: theirs, to what the editor had.
    const changes = colleagueChanges('tr', history, { since: 3, through: 7, own: new Set([7]) }, seen, {
      ...stored,
      customer: p04['customer'],
    });
    expect(changes).toEqual([{ by: THIRD, at: '2026-11-25T14:06:00Z', fields: [{ lang: 'tr', path: ['location'] }] }]);
  });

  it('names a rich text a colleague changed that the editor’s own save merged, block by block, with the editor’s', () => {
    const mine = { ...seen, description: '<p>Birinci editörün paragrafı.</p><p>Eski ikinci.</p>' };
    const merged = { ...mine, description: '<p>Birinci editörün paragrafı.</p><p>İkinci editörün paragrafı.</p>' };
    const history = [revision(5, 'first@example.com', ['description']), revision(4, SECOND, ['description'])];
    expect(colleagueChanges('tr', history, { since: 3, through: 5, own: new Set([5]) }, mine, merged)).toEqual([
      { by: SECOND, at: '2026-11-25T14:04:00Z', fields: [{ lang: 'tr', path: ['description'] }] },
    ]);
  });

  it('reads nested paths as the history writes them', () => {
    const before = { menu: [{ text: 'A' }, { text: 'B' }] };
    const after = { menu: [{ text: 'A' }, { text: 'Bee' }] };
    expect(
      colleagueChanges('en', [revision(2, SECOND, ['menu[1].text'])], { since: 1, through: 2, own: new Set() }, before, after),
    ).toEqual([{ by: SECOND, at: '2026-11-25T14:02:00Z', fields: [{ lang: 'en', path: ['menu', 1, 'text'] }] }]);
  });

  it('reads the history only when someone else saved within the span', () => {
    expect(othersSavedIn({ since: 3, through: 4, own: new Set([4]) })).toBe(false);
    expect(othersSavedIn({ since: 3, through: 5, own: new Set([5]) })).toBe(true);
    expect(othersSavedIn({ since: 3, through: 5, own: new Set([4]) })).toBe(true);
    expect(othersSavedIn({ since: 3, through: 3, own: new Set() })).toBe(false);
  });

  it('joins the languages into one entry per person, at their latest save', () => {
    const tr = [{ by: SECOND, at: '2026-11-25T14:02:00Z', fields: [{ lang: 'tr' as const, path: ['customer'] }] }];
    const en = [
      { by: SECOND, at: '2026-11-25T14:03:00Z', fields: [{ lang: 'en' as const, path: ['location'] }] },
      { by: THIRD, at: '2026-11-25T14:01:00Z', fields: [{ lang: 'en' as const, path: ['name'] }] },
    ];
    expect(joinChanges([tr, en])).toEqual([
      en[1],
      {
        by: SECOND,
        at: '2026-11-25T14:03:00Z',
        fields: [
          { lang: 'tr', path: ['customer'] },
          { lang: 'en', path: ['location'] },
        ],
      },
    ]);
  });
});

describe('the sentence that tells the editor', () => {
  const now = new Date('2026-11-25T15:30:00Z');
  const one = [{ by: SECOND, at: '2026-11-25T14:02:00Z', fields: [{ lang: 'tr' as const, path: ['customer'] }] }];

  it('names the person, the field as the studio labels it, and the hour, in the admin’s language', () => {
    expect(colleagueChangesText(one, fields, 'en', studioStrings.en, now, 'UTC')).toBe(`${SECOND} changed Client (TR) at 14:02.`);
    expect(colleagueChangesText(one, fields, 'tr', studioStrings.tr, now, 'UTC')).toBe(
      `${SECOND}, İşveren (TR) alanını değiştirdi (14:02).`,
    );
  });

  it('lists several fields and people, with the date when it was not today', () => {
    const many = [
      ...one,
      {
        by: null,
        at: '2026-11-24T09:15:00Z',
        fields: [
          { lang: 'tr' as const, path: ['description'] },
          { lang: 'en' as const, path: ['location'] },
        ],
      },
    ];
    expect(colleagueChangesText(many, fields, 'en', studioStrings.en, now, 'UTC')).toBe(
      `${SECOND} changed Client (TR) at 14:02. another account changed Short description (TR), Location (EN) at 24 Nov 2026, 09:15.`,
    );
    expect(colleagueChangesText(many, fields, 'tr', studioStrings.tr, now, 'UTC')).toBe(
      `${SECOND}, İşveren (TR) alanını değiştirdi (14:02). başka bir hesap şu alanları değiştirdi (24 Kas 2026 09:15): Kısa açıklama (TR), Yer (EN).`,
    );
  });
});
