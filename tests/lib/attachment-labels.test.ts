import { describe, expect, it } from 'vitest';
import { ATTACHMENT_KIND_IDS, ATTACHMENT_KINDS } from '../../src/content/attachments';
import { attachmentKindName, formatFileSize } from '../../src/lib/attachment-labels';

describe("a request's file as staff read it", () => {
  it('names each kind from its stored media type', () => {
    expect(ATTACHMENT_KIND_IDS.map((kind) => attachmentKindName(ATTACHMENT_KINDS[kind].mediaType))).toEqual([
      'PDF',
      'DWG',
      'DXF',
      'JPEG',
      'PNG',
    ]);
  });

  it('says a size in decimal units with the language’s decimal mark', () => {
    expect(formatFileSize(1_234_567, 'tr')).toBe('1,2 MB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(25_000_000, 'en')).toBe('25 MB');
    expect(formatFileSize(48_250, 'tr')).toBe('48,3 kB');
    expect(formatFileSize(532, 'en')).toBe('532 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(0, 'tr')).toBe('0 bayt');
  });
});
