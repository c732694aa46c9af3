/**
 * A build's files as the server serves them, read once when the build is served: a build's
 * folder never changes while it is served (a new build is a new folder and a new table), so
 * every answer's headers are known in advance and a request costs a map lookup, no `stat`.
 *
 * For each servable path the table keeps the file, its size, type, validators (ETag and
 * Last-Modified as `send` made them), its Cache-Control, and the compressed copies the build
 * wrote beside it (precompressed.ts: only those not older than the file), each with its own
 * size and ETag. The copies are no paths of their own; dotfiles are none either, except under
 * /.well-known/. Small files' bytes are kept once first read, within a budget per build.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { contentType } from 'mime-types';
import { encodings, isCompressedCopy, isCompressible, type Encoding } from './precompressed';

/** Astro's hashed assets: their names change with their bytes, so browsers keep them for a year. */
export const HASHED_ASSETS = '/_astro/';
/** What `send` sent: hashed assets a year and immutable, every other file revalidated. */
const YEAR_LONG = 'public, max-age=31536000, immutable';
const REVALIDATED = 'public, max-age=0';

/** Files up to this size are kept in memory once read: pages, styles, scripts, icons, thumbnails. */
export const KEPT_FILE_BYTES = 64 * 1024;
/** What one build keeps in memory at most (the live build, the kept ones and previews each have their own). */
const KEPT_BYTES_PER_BUILD = 16 * 1024 * 1024;

/**
 * Bytes on disk as a response sends them: a file of the build, or a compressed copy of one.
 * Its header values are made on first use and kept: most files of a large build are never
 * asked for, and a table per served build must stay small.
 */
export class Representation {
  /** The bytes, once read, if the file is small enough and the build's budget allows. */
  body?: Buffer;
  #validators?: { etag: string; lastModified: string };

  constructor(
    /** The build's client folder, absolute, without a trailing slash. */
    readonly root: string,
    /** The path inside it, e.g. `/kurumsal/index.html.br`: how logs name it. */
    readonly name: string,
    readonly size: number,
    readonly mtimeMs: number,
    /** The encoding of a compressed copy; none for the file itself. */
    readonly encoding?: Encoding,
  ) {}

  /** Absolute path on disk. */
  get path(): string {
    return this.root + this.name;
  }

  /** `send`'s weak validator (the `etag` package's for a stat), told apart per encoding for a copy. */
  get etag(): string {
    return this.#made().etag;
  }

  get lastModified(): string {
    return this.#made().lastModified;
  }

  #made() {
    const mtime = Math.floor(this.mtimeMs);
    return (this.#validators ??= {
      etag: `W/"${this.size.toString(16)}-${mtime.toString(16)}${this.encoding ? `-${this.encoding}` : ''}"`,
      lastModified: new Date(mtime).toUTCString(),
    });
  }
}

export class ServedFile extends Representation {
  constructor(
    root: string,
    name: string,
    stat: Stats,
    /** The compressed copies there are, by encoding (none for a file of a kind compressed already). */
    readonly copies: ReadonlyMap<Encoding, Representation>,
  ) {
    super(root, name, stat.size, stat.mtimeMs);
    this.offered = [...copies.keys()];
    this.compressible = isCompressible(name);
  }

  /** The encodings of its copies, as chooseEncoding takes them. */
  readonly offered: readonly Encoding[];
  /** Whether the answer varies with Accept-Encoding (the build compresses files of its kind). */
  readonly compressible: boolean;

  get contentType(): string {
    return typeOf(this.name);
  }

  get cacheControl(): string {
    return this.name.startsWith(HASHED_ASSETS) ? YEAR_LONG : REVALIDATED;
  }
}

/** Content types by extension, made once each. */
const types = new Map<string, string>();
const typeOf = (name: string) => {
  const extension = extname(name);
  let type = types.get(extension);
  if (type === undefined) types.set(extension, (type = contentType(extension) || 'application/octet-stream'));
  return type;
};

export interface FileTable {
  /** The file a decoded request path names, if the build has it. */
  file(pathname: string): ServedFile | undefined;
  /** Whether a decoded request path (without trailing slashes) names a folder of the build. */
  isFolder(pathname: string): boolean;
  /** Offers `bytes` read from `representation` to be kept in memory, within the build's budget. */
  keep(representation: Representation, bytes: Buffer): void;
}

const NO_COPIES: ReadonlyMap<Encoding, Representation> = new Map();

/** Whether `send` (dotfiles denied, but allowed under /.well-known/) would serve this path. */
const servable = (name: string) => name.startsWith('/.well-known/') || !name.split('/').some((segment) => segment.startsWith('.'));

/** Reads `clientDir` once: every file and folder, with the headers their answers carry. */
export function fileTable(clientDir: string): FileTable {
  const root = resolve(clientDir);
  const files = new Map<string, ServedFile>();
  const folders = new Set<string>(['/']);
  const stats = new Map<string, Stats>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = path
      .slice(root.length)
      .replaceAll('\\', '/')
      .replace(/^(?!\/)/, '/');
    if (!servable(name)) continue;
    // A link is served as what it points to, as `send` did; a broken one is no file.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) folders.add(name);
    else if (stat?.isFile()) stats.set(name, stat);
  }
  for (const [name, stat] of stats) {
    if (isCompressedCopy(name)) continue;
    let copies: Map<Encoding, Representation> | undefined;
    for (const { name: encoding, suffix } of isCompressible(name) ? encodings : []) {
      const copy = stats.get(`${name}${suffix}`);
      // A copy older than its file was not made from it (the file was edited after the build).
      if (copy && copy.mtimeMs >= stat.mtimeMs)
        (copies ??= new Map()).set(encoding, new Representation(root, `${name}${suffix}`, copy.size, copy.mtimeMs, encoding));
    }
    // Most files (photos, fonts) have no copies: they share one empty map.
    files.set(name, new ServedFile(root, name, stat, copies ?? NO_COPIES));
  }
  let keptBytes = 0;
  return {
    file: (pathname) => files.get(pathname),
    isFolder: (pathname) => folders.has(pathname),
    keep(kept, bytes) {
      if (kept.body || bytes.length !== kept.size || bytes.length > KEPT_FILE_BYTES || keptBytes + bytes.length > KEPT_BYTES_PER_BUILD)
        return;
      keptBytes += bytes.length;
      kept.body = bytes;
    },
  };
}
