/**
 * The form's own look at the files a visitor chose, before a byte is sent: too many, too large
 * together, or a name no accepted kind has. Only a first answer, to save a phone a useless upload:
 * the server reads each file's kind from its bytes and holds the limits again.
 */
import { ATTACHMENT_KINDS, ATTACHMENT_KIND_IDS, ATTACHMENT_LIMITS, type FileProblem } from '../content/attachments';
import type { Lang } from '../i18n/routes';

interface ChosenFile {
  name: string;
  size: number;
}

const EXTENSIONS: readonly string[] = ATTACHMENT_KIND_IDS.flatMap((kind) => ATTACHMENT_KINDS[kind].extensions);

export function chosenFilesProblem(files: readonly ChosenFile[]): FileProblem | undefined {
  if (files.length > ATTACHMENT_LIMITS.files) return { reason: 'count', name: null };
  const unknown = files.find(({ name }) => !EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)));
  if (unknown) return { reason: 'kind', name: unknown.name };
  if (files.reduce((total, { size }) => total + size, 0) > ATTACHMENT_LIMITS.totalBytes) return { reason: 'size', name: null };
  return undefined;
}

/** A text about the files with its places filled: {kinds} ("PDF, DWG, DXF, JPEG or PNG"), {files}, {megabytes} and {name}. */
export function fileText(template: string, lang: Lang, name: string | null = null): string {
  const kinds = new Intl.ListFormat(lang, { type: 'disjunction' }).format(ATTACHMENT_KIND_IDS.map((kind) => kind.toUpperCase()));
  return template
    .replaceAll('{kinds}', kinds)
    .replaceAll('{files}', String(ATTACHMENT_LIMITS.files))
    .replaceAll('{megabytes}', String(ATTACHMENT_LIMITS.totalBytes / 1e6))
    .replaceAll('{megapixels}', String(ATTACHMENT_LIMITS.photoPixels / 1e6))
    .replaceAll('{name}', name ?? '');
}
