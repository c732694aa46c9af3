/**
 * The drawings a quote request may carry: how many, how large, which kinds, and what is kept of
 * each. Without zod, as contact-fields.ts: the island reads the limits and the kinds for its
 * file input and its early refusals; src/content/schemas.ts builds the stored shape from them
 * and the server (src/server/contact/attachments/) holds every file to them, reading the kind
 * from the bytes, never from the name or the header.
 */

/** The form field (`<input type="file" name=...>`) and the multipart part name that carry the files. */
export const ATTACHMENTS_FIELD = 'attachments';

export const ATTACHMENT_LIMITS = {
  /** Files per request. */
  files: 10,
  /** Bytes of all files together: 25 MB, well inside Cloud Run's 32 MiB per request. */
  totalBytes: 25_000_000,
  /** Characters kept of a file's own name. */
  nameLength: 200,
  /**
   * Pixels (width x height) a photo may have, read from its header before a pixel is decoded:
   * a phone's largest photos fit, a small file that claims a huge picture does not.
   */
  photoPixels: 40_000_000,
} as const;

/** Each accepted kind: the media type it is stored and served as, and the names a visitor's computer gives it. */
export const ATTACHMENT_KINDS = {
  pdf: { mediaType: 'application/pdf', extensions: ['.pdf'] },
  dwg: { mediaType: 'image/vnd.dwg', extensions: ['.dwg'] },
  dxf: { mediaType: 'image/vnd.dxf', extensions: ['.dxf'] },
  jpeg: { mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mediaType: 'image/png', extensions: ['.png'] },
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;
export const ATTACHMENT_KIND_IDS = Object.keys(ATTACHMENT_KINDS) as AttachmentKind[];
export type AttachmentMediaType = (typeof ATTACHMENT_KINDS)[AttachmentKind]['mediaType'];
export const ATTACHMENT_MEDIA_TYPES = ATTACHMENT_KIND_IDS.map((kind) => ATTACHMENT_KINDS[kind].mediaType) as [
  AttachmentMediaType,
  ...AttachmentMediaType[],
];

/** The file input's `accept`: a hint to the visitor's file picker, never a check. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_KIND_IDS.flatMap((kind) => ATTACHMENT_KINDS[kind].extensions).join(',');

/** What is kept of one file with its request (the bytes live in the attachment store under `id`). */
export interface Attachment {
  id: string;
  /**
   * The name the file is kept and offered under: the visitor's, ending in the extension of the
   * kind read from its bytes (fileNameForKind). Requests stored before may hold the visitor's name
   * as sent here: readers offer fileNameForKind of it, never the name alone.
   */
  name: string;
  /** The name on the visitor's computer, where it was not the kind's (`invoice.html` of a PDF): a label for staff, never a file name. */
  sentName?: string | undefined;
  type: AttachmentMediaType;
  /** Bytes as stored (a photo's after it was re-encoded without its metadata). */
  size: number;
  /** A PDF that holds scripts, actions, embedded files or forms: kept, and flagged to staff. */
  activeContent: boolean;
}

/** The kind of a stored media type (every stored type is one of ATTACHMENT_KINDS'). */
export const attachmentKindOfType = (type: AttachmentMediaType): AttachmentKind =>
  ATTACHMENT_KIND_IDS.find((kind) => ATTACHMENT_KINDS[kind].mediaType === type)!;

/** A last extension as file systems show one: a dot and a few letters or digits, after a name. */
const LAST_EXTENSION = /(?<=[^.])\.[\p{L}\p{N}_-]{1,12}$/u;

/**
 * The name a file is kept and offered under: the visitor's name when it already ends in one of the
 * extensions of the kind its bytes are, otherwise its last extension replaced by the kind's
 * (`invoice.html` holding a PDF: `invoice.pdf`; `plan.exe` behind a DWG header: `plan.dwg`), so a
 * browser or a desktop that goes by the name never runs it as something else. Within
 * ATTACHMENT_LIMITS.nameLength characters.
 */
export function fileNameForKind(name: string, kind: AttachmentKind): string {
  const { extensions } = ATTACHMENT_KINDS[kind];
  if (extensions.some((extension) => name.toLowerCase().endsWith(extension))) return name;
  // Trailing dots and spaces are dropped by Windows, which would then see the extension before them.
  const base = name.replace(/[. ]+$/u, '').replace(LAST_EXTENSION, '') || 'file';
  const extension = extensions[0];
  return [...base].slice(0, ATTACHMENT_LIMITS.nameLength - extension.length).join('') + extension;
}

/** Why a request's files were refused; `name` is the file's where one file is the reason. */
export interface FileProblem {
  /** kind: not one of ATTACHMENT_KINDS by its bytes; count, size: past ATTACHMENT_LIMITS; image: a photo that cannot be read; pixels: a photo past ATTACHMENT_LIMITS.photoPixels by its header; off: the server keeps no files now. */
  reason: 'kind' | 'count' | 'size' | 'image' | 'pixels' | 'off';
  name: string | null;
}
