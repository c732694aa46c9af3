import { describe, expect, it } from 'vitest';
import { laterLanguage } from '../../../../src/islands/admin/studio/later-language';

describe('which language changed after the other', () => {
  it('names the language saved later, and when', () => {
    expect(laterLanguage({ tr: { updatedAt: '2026-11-20T10:00:00Z' }, en: { updatedAt: '2026-11-25T09:30:00Z' } })).toEqual({
      newer: 'en',
      older: 'tr',
      at: '2026-11-25T09:30:00Z',
    });
  });

  it('counts a language never changed as older than one saved since', () => {
    expect(laterLanguage({ tr: { updatedAt: '2026-11-25T09:30:00Z' }, en: { updatedAt: null } })).toMatchObject({
      newer: 'tr',
      older: 'en',
    });
  });

  it('says nothing when both were saved in one edit, neither was saved, or one language has no such unit', () => {
    expect(laterLanguage({ tr: { updatedAt: '2026-11-25T09:30:00Z' }, en: { updatedAt: '2026-11-25T09:30:02Z' } })).toBeUndefined();
    expect(laterLanguage({ tr: { updatedAt: null }, en: { updatedAt: null } })).toBeUndefined();
    expect(laterLanguage({ tr: { updatedAt: '2026-11-25T09:30:00Z' } })).toBeUndefined();
  });
});
