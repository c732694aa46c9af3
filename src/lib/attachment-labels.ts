/**
 * How a file sent with a contact request is named to staff, the same in the inbox and in the
 * notification e-mail: its kind (read from the stored media type, src/content/attachments.ts)
 * and its size in the reader's language.
 */
import { ATTACHMENT_KIND_IDS, ATTACHMENT_KINDS, type AttachmentMediaType } from '../content/attachments';

/** PDF, DWG, DXF, JPEG or PNG. */
export function attachmentKindName(type: AttachmentMediaType): string {
  const kind = ATTACHMENT_KIND_IDS.find((id) => ATTACHMENT_KINDS[id].mediaType === type);
  return (kind ?? type).toUpperCase();
}

/** Decimal units, as the limits are said (25 MB): "1,2 MB" in Turkish, "1.2 MB" in English. */
const UNITS = [
  [1_000_000, 'megabyte'],
  [1_000, 'kilobyte'],
  [1, 'byte'],
] as const;

export function formatFileSize(bytes: number, locale: string): string {
  const [divisor, unit] = UNITS.find(([size]) => bytes >= size) ?? UNITS[UNITS.length - 1]!;
  // Bytes in words ("27 bytes"): the short form says "27 byte" in English.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(bytes / divisor);
}
