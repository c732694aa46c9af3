import { describe, expect, it } from 'vitest';
import { studioStrings } from '../../../../../src/islands/admin/studio/base/strings';
import { statusText } from '../../../../../src/islands/admin/studio/editor/status-text';
import { fill, formatDateTime } from '../../../../../src/islands/admin/strings';
import { unitFields } from '../../../../../src/islands/admin/studio/unit/unit-data';
import { adminLanguages } from '../../../../../src/i18n/admin-languages';

const fields = unitFields('site', false);

describe.each(adminLanguages)('the save bar’s status line (%s admin)', (ui) => {
  const strings = studioStrings[ui];

  it('says a conflict screen waits for a choice, and in which languages, instead of only "unsaved changes"', () => {
    const text = statusText({ kind: 'idle' }, strings, ui, fields, { dirty: true, conflictLangs: ['tr', 'de'] });
    expect(text).not.toBe(strings.editor.unsaved);
    expect(text).toContain(strings.languageNames.tr);
    expect(text).toContain(strings.languageNames.de);
    expect(text).not.toContain(strings.languageNames.en);
  });

  it('says there are unsaved changes while nothing waits for a choice, and nothing when all is saved', () => {
    expect(statusText({ kind: 'idle' }, strings, ui, fields, { dirty: true, conflictLangs: [] })).toBe(strings.editor.unsaved);
    expect(statusText({ kind: 'idle' }, strings, ui, fields, { dirty: false, conflictLangs: [] })).toBe('');
    expect(statusText({ kind: 'saved', news: [] }, strings, ui, fields, { dirty: false, conflictLangs: [] })).toBe(strings.editor.saved);
  });

  it('says who deleted the item meanwhile and when, that what was typed is kept on this device, and that Restore brings it back', () => {
    const at = '2026-11-26T10:05:00Z';
    const text = statusText({ kind: 'gone', by: 'colleague@example.com', at }, strings, ui, fields, { dirty: true, conflictLangs: [] });
    expect(text).toBe(
      `${fill(strings.deletedItems.deletedBy, { by: 'colleague@example.com', date: formatDateTime(at, ui) })}. ${strings.editor.goneKept}`,
    );
    expect(text).toContain(strings.deletedItems.restore);
    // Not knowing who: someone else, and the typed text still kept.
    const unknown = statusText({ kind: 'gone', by: null, at: null }, strings, ui, fields, { dirty: true, conflictLangs: [] });
    expect(unknown).toBe(`${strings.editor.gone} ${strings.editor.goneKept}`);
  });
});
