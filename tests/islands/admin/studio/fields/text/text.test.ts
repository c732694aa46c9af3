/** What a text's control gives becomes the unit's data: as typed, or absent where an optional field is left empty. */
import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '../../../../../../src/content/field-meta';
import { dateKind } from '../../../../../../src/islands/admin/studio/fields/text/date';
import { emailKind } from '../../../../../../src/islands/admin/studio/fields/text/email';
import { imageKind } from '../../../../../../src/islands/admin/studio/fields/image/image';
import { longTextKind } from '../../../../../../src/islands/admin/studio/fields/text/long-text';
import { richTextKind } from '../../../../../../src/islands/admin/studio/fields/rich-text/rich-text';
import { parseText, textKind } from '../../../../../../src/islands/admin/studio/fields/text/text';
import { urlKind } from '../../../../../../src/islands/admin/studio/fields/text/url';

const field = (optional: boolean): FieldDescription => ({ key: 'k', label: { tr: 'k', en: 'k' }, kind: 'text', optional, fixed: false });

describe('a text as data', () => {
  it('keeps what the editor typed, spaces and line breaks included', () => {
    expect(parseText(' Ankara\nÇankaya ', field(false))).toBe(' Ankara\nÇankaya ');
  });

  it('leaves an optional field out when emptied, and keeps a required one empty for the schema to name', () => {
    expect(parseText('', field(true))).toBeUndefined();
    expect(parseText('', field(false))).toBe('');
  });

  it('is the rule of every kind whose control gives a text: long texts, rich texts, images, addresses, dates', () => {
    for (const kind of [textKind, longTextKind, richTextKind, imageKind, urlKind, emailKind, dateKind]) expect(kind.parse).toBe(parseText);
  });
});
