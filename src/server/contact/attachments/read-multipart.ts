/**
 * A contact request posted as multipart/form-data, with its files: the text fields kept as
 * sent, each file streamed to its own file in `stagingDir` while it arrives (never whole in
 * memory), its kind read from its first bytes and a PDF's active content looked for on the way.
 * The limits hold while the bytes flow: a file of a kind not accepted, one file too many or the
 * files' bytes past the total stop the keeping at once, but the body is still read to its end
 * (up to DRAIN_LIMIT_BYTES) so that a browser's native post gets its answer, with what the
 * visitor typed, instead of a broken connection.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { default as Busboy, BusboyFileStream } from '@fastify/busboy';
import { ATTACHMENTS_FIELD, ATTACHMENT_LIMITS, type AttachmentKind, type FileProblem } from '../../../content/attachments';
import { FILE_KIND_HEAD_BYTES, fileKindOf } from './file-kind';
import { activeContentScanner } from './pdf-active-content';
import { watchRate, type MinimumRate } from '../../http/upload-line';

export type { FileProblem };

/** One file as it waits in the staging folder for the request to be accepted. */
export interface StagedFile {
  /** The file's name on the visitor's computer, cleaned (no path, no control characters) and shortened. */
  name: string;
  kind: AttachmentKind;
  path: string;
  size: number;
  activeContent: boolean;
}

export interface MultipartBody {
  /** Each text field's first value, as sent. */
  fields: Record<string, string>;
  /** Text fields that came more than once. */
  repeated: string[];
  /** The files kept, in the order sent (none when a problem refused them). */
  files: StagedFile[];
  problem?: FileProblem;
  /** The body itself could not be taken: not multipart, malformed, too many parts, too large as a whole. */
  broken?: { status: 400 | 408 | 413; error: string };
  /** Deletes what is left in the staging folder: call it once the files were stored or refused. */
  discard(): Promise<void>;
}

/** Room for the text fields and each part's headers, beside the files' own bytes. */
const FIELDS_ROOM_BYTES = 256 * 1024;
/** A body past this is cut off unread: no honest form is this large, so no browser waits for the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** A message of 5,000 characters takes at most 20,000 bytes of UTF-8. */
const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 24;

/** Control characters (Unicode's Cc) and the marks that turn text around (`fatura\u202Efdp.exe`). */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** The name kept of a file: its last path segment, without control or direction characters, NFC, shortened. */
export function cleanFileName(sent: string, position: number): string {
  const name = basename(sent.replaceAll('\\', '/')).replace(CONTROL, '').normalize('NFC').trim();
  const kept = [...name].slice(0, ATTACHMENT_LIMITS.nameLength).join('');
  return kept === '' || kept === '.' || kept === '..' ? `file-${position + 1}` : kept;
}

interface Writing {
  file: Omit<StagedFile, 'kind'> & { kind: AttachmentKind | undefined };
  stream: BusboyFileStream;
  out: WriteStream;
  closed: Promise<void>;
}

/**
 * `minimumRate`: the body is given up (408) when its bytes arrive slower than that, so that a
 * client dripping them keeps no place in the upload line.
 */
export async function readMultipart(request: Request, stagingDir: string, minimumRate?: MinimumRate): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const repeated: string[] = [];
  const writings: Writing[] = [];
  let problem: FileProblem | undefined;
  let broken: MultipartBody['broken'];
  let filesBytes = 0;
  const staged = new Set<string>();

  const discard = async () => {
    await Promise.all(writings.map(({ closed }) => closed));
    await Promise.all([...staged].map((path) => rm(path, { force: true })));
    staged.clear();
  };
  const result = (): MultipartBody => ({
    fields,
    repeated,
    files: problem || broken ? [] : writings.flatMap(({ file }) => (file.kind === undefined ? [] : [{ ...file, kind: file.kind }])),
    ...(problem ? { problem } : {}),
    ...(broken ? { broken } : {}),
    discard,
  });

  // Loaded with the first form that has files, not at start: most processes never read one.
  const { default: multipartParser } = await import('@fastify/busboy');
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = multipartParser({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defCharset: 'utf8',
      limits: {
        fields: MAX_FIELDS,
        fieldSize: FIELD_BYTES,
        files: ATTACHMENT_LIMITS.files,
        fileSize: ATTACHMENT_LIMITS.totalBytes + 1,
        parts: MAX_FIELDS + ATTACHMENT_LIMITS.files + 1,
        headerPairs: 8,
      },
    });
  } catch (error) {
    broken = { status: 400, error: `the multipart body cannot be read: ${(error as Error).message}` };
    return result();
  }
  await mkdir(stagingDir, { recursive: true });

  const stopKeeping = (why: FileProblem) => {
    problem ??= why;
    // Nothing more is kept, but the body is still read to its end: a part paused for the disk reads on.
    for (const { out, stream } of writings) {
      out.destroy();
      stream.resume();
    }
  };

  busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) broken ??= { status: 413, error: `the field '${name}' is longer than ${FIELD_BYTES} bytes` };
    if (name in fields) repeated.push(name);
    else fields[name] = value;
  });
  // A part with no filename parameter at all comes with `undefined`, whatever the typings say.
  busboy.on('file', (field: string, stream: BusboyFileStream, sentFilename: string | undefined) => {
    const sentName = sentFilename ?? '';
    if (field !== ATTACHMENTS_FIELD) {
      broken ??= { status: 400, error: `files are sent in the field '${ATTACHMENTS_FIELD}', not '${field}'` };
      stream.resume();
      return;
    }
    const position = writings.length;
    const name = cleanFileName(sentName, position);
    const path = join(stagingDir, `${randomUUID()}.part`);
    // Tracked the moment it exists, so that a discard waits for it to close before deleting it.
    staged.add(path);
    const out = createWriteStream(path, { flags: 'wx' });
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const file: Writing['file'] = { name, kind: undefined, path, size: 0, activeContent: false };
    writings.push({ file, stream, out, closed });
    // A write error (a full disk) is this request's failure, never the process's.
    out.on('error', () => stopKeeping({ reason: 'off', name: null }));
    const scanner = activeContentScanner();
    let head = Buffer.alloc(0);
    let decided = false;
    const decide = () => {
      decided = true;
      file.kind = fileKindOf(head);
      // A browser sends one empty, nameless part when no file was chosen: that is no file.
      if (file.kind === undefined && !(sentName === '' && file.size === 0)) stopKeeping({ reason: 'kind', name: file.name });
    };
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.byteLength;
      filesBytes += chunk.byteLength;
      if (problem || broken) return;
      if (filesBytes > ATTACHMENT_LIMITS.totalBytes) return stopKeeping({ reason: 'size', name: file.name });
      if (!decided) {
        head = Buffer.concat([head, chunk.subarray(0, FILE_KIND_HEAD_BYTES - head.byteLength)]);
        if (head.byteLength >= FILE_KIND_HEAD_BYTES) decide();
        if (problem) return;
      }
      scanner.push(chunk);
      // The part waits while the disk catches up, and the request's reading with it.
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    });
    stream.once('end', () => {
      if (!decided && !problem && !broken) decide();
      file.activeContent = file.kind === 'pdf' && scanner.found().length > 0;
      out.end();
    });
  });
  busboy.on('filesLimit', () => stopKeeping({ reason: 'count', name: null }));
  busboy.on('partsLimit', () => (broken ??= { status: 413, error: 'the body has too many parts' }));
  busboy.on('fieldsLimit', () => (broken ??= { status: 413, error: 'the body has too many fields' }));
  const parsed = new Promise<void>((resolve) => {
    busboy.once('finish', resolve);
    busboy.once('error', (error: unknown) => {
      broken ??= { status: 400, error: `the multipart body is malformed: ${(error as Error).message}` };
      resolve();
    });
  });

  let feeding = true;
  let raw = 0;
  const reader = request.body?.getReader();
  let slow = false;
  const rate =
    minimumRate &&
    watchRate(minimumRate, () => {
      slow = true;
      void reader?.cancel().catch(() => undefined);
    });
  try {
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      rate?.arrived(chunk.value.byteLength);
      raw += chunk.value.byteLength;
      if (raw > DRAIN_LIMIT_BYTES) {
        broken ??= { status: 413, error: `the request is larger than ${DRAIN_LIMIT_BYTES} bytes` };
        await reader?.cancel();
        feeding = false;
        break;
      }
      // Parsed on even past a limit: the parts after it still give what the visitor typed.
      if (feeding && !broken) {
        const written = new Promise<void>((resolve) => busboy.write(chunk.value, () => resolve()));
        await Promise.race([written, parsed]);
      } else feeding = false;
    }
  } catch (error) {
    broken ??= { status: 400, error: `the body could not be read to its end: ${(error as Error).message}` };
    feeding = false;
  } finally {
    rate?.stop();
  }
  if (slow && minimumRate) {
    broken = {
      status: 408,
      error: `the body arrived slower than ${minimumRate.bytesPerSecond / 1024} KB/s for ${minimumRate.windowMs / 1000} s; send it again`,
    };
    feeding = false;
  }
  if (feeding) {
    busboy.end();
    await parsed;
  } else {
    busboy.destroy();
    for (const { out } of writings) out.destroy();
  }
  // Bytes outside any part (a preamble, an epilogue) count too.
  if (!problem && !broken && raw > ATTACHMENT_LIMITS.totalBytes + FIELDS_ROOM_BYTES)
    broken = { status: 413, error: `the request is larger than ${ATTACHMENT_LIMITS.totalBytes + FIELDS_ROOM_BYTES} bytes` };
  if (!problem && !broken && writings.some(({ file }) => file.kind === undefined && file.size > 0))
    problem = { reason: 'kind', name: writings.find(({ file }) => file.kind === undefined)!.file.name };
  if (problem || broken) await discard();
  else {
    await Promise.all(writings.map(({ closed }) => closed));
    // The browser's empty part, kept on disk for a moment: gone now.
    for (const { file } of writings) if (file.kind === undefined) await rm(file.path, { force: true });
  }
  return result();
}
