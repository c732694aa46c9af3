/**
 * One shelf of the build cache (BUILD_CACHE_DIR/<name>: optimised photos, compressed copies):
 * files named by a key that hashes everything their bytes depend on, so an entry is either right
 * or absent, never stale. Shared by builds that may run at once (a publish run beside a
 * developer's build, the XSS test's two builds), so every write is a rename and every read
 * checks what it read.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A file a writer left when it died (a write whose rename never came, a build's ledger): older than this, it is removed. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** An entry's first bytes: what names the layout below, and its version. */
const MAGIC = Buffer.from('BCE1');
const DIGEST_BYTES = 32;
const HEADER_BYTES = MAGIC.length + DIGEST_BYTES;
const TEMP_PREFIX = '.tmp-';
const BUILDS_FILE = 'builds.json';

/**
 * Entries stay while one of the last `builds` builds used them, or while they were used within
 * `days` days: whichever keeps more. See DEFAULT_KEEP for why both.
 */
interface KeepPolicy {
  builds: number;
  days: number;
}

/**
 * One machine builds the live content and, beside it, previews of content that may never go live.
 * What the live content uses is used by every build and never goes. A preview's photos stay for
 * the next 10 builds (a rebuild workflow run makes two) and at least two weeks, so a preview
 * published a week later, or after a few more previews, takes its photos from here; only then
 * does an abandoned preview's work go. Counting builds as well as days keeps a machine that builds
 * once a month from starting cold, and days as well as builds keeps a busy afternoon of previews
 * from pushing out yesterday's.
 */
const DEFAULT_KEEP: KeepPolicy = { builds: 10, days: 14 };

/** A key from its parts: each is length-prefixed, so no two lists of parts give one key. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

export interface CacheShelf {
  readonly dir: string;
  /** The entry's bytes, its use recorded (for eviction); undefined when absent, partial or corrupt. */
  read(key: string): Promise<Buffer | undefined>;
  /** Stores the entry whole or not at all. */
  write(key: string, data: Uint8Array): Promise<void>;
  /** A path for a file of this process's own beside the entries, which eviction leaves for a day. */
  scratchPath(label: string): string;
  /** Notes that a build starts now: eviction keeps what the last builds used. */
  recordBuild(now?: Date): Promise<void>;
  /** Removes the entries no recent build used, and what writers left behind; how many went and stayed. */
  evict(now?: Date, keep?: KeepPolicy): Promise<{ removed: number; kept: number }>;
}

export function cacheShelf(dir: string): CacheShelf {
  /** The key names a file: hex only, so no key reaches outside the shelf. */
  const checked = (key: string) => {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a cache key: ${key}`);
    return key;
  };

  /** Writes `data` under `name` by a rename, so a reader sees the old file or the new one, whole. */
  async function writeWhole(name: string, data: Uint8Array | string) {
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(temp, data);
      await rename(temp, join(dir, name));
    } finally {
      await rm(temp, { force: true });
    }
  }

  async function buildStarts(): Promise<number[]> {
    try {
      const starts: unknown = JSON.parse(await readFile(join(dir, BUILDS_FILE), 'utf8'));
      return Array.isArray(starts) ? starts.filter((at): at is number => typeof at === 'number') : [];
    } catch {
      return [];
    }
  }

  return {
    dir,
    scratchPath: (label) => join(dir, `${TEMP_PREFIX}${label}-${process.pid}-${randomBytes(6).toString('hex')}`),
    async read(key) {
      const path = join(dir, checked(key));
      let file: Buffer;
      try {
        file = await readFile(path);
      } catch {
        return undefined;
      }
      const data = file.subarray(HEADER_BYTES);
      const whole =
        file.length >= HEADER_BYTES &&
        file.subarray(0, MAGIC.length).equals(MAGIC) &&
        file.subarray(MAGIC.length, HEADER_BYTES).equals(sha256(data));
      if (!whole) {
        // Cut short or damaged on disk: made again by the caller, whose write replaces it.
        await rm(path, { force: true });
        return undefined;
      }
      const now = new Date();
      await utimes(path, now, now).catch(() => {});
      return data;
    },
    async write(key, data) {
      await writeWhole(checked(key), Buffer.concat([MAGIC, sha256(data), data]));
    },
    async recordBuild(now = new Date()) {
      // Two builds recording at once may lose one of the two starts: eviction then keeps a little less or more, never a used entry.
      const starts = [now.getTime(), ...(await buildStarts())].sort((a, b) => b - a).slice(0, 100);
      await writeWhole(BUILDS_FILE, `${JSON.stringify(starts)}\n`);
    },
    async evict(now = new Date(), keep = DEFAULT_KEEP) {
      const starts = await buildStarts();
      // Used by one of the last `keep.builds` builds (each use moves the entry's time past its build's start), or lately.
      const byBuilds = starts.length >= keep.builds ? starts[keep.builds - 1]! : -Infinity;
      const byDays = now.getTime() - keep.days * 24 * 60 * 60 * 1000;
      const usedSince = Math.min(byBuilds, byDays);
      let removed = 0;
      let kept = 0;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (name === BUILDS_FILE) continue;
        const path = join(dir, name);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile()) continue;
        const abandoned = name.startsWith(TEMP_PREFIX) && info.mtimeMs < now.getTime() - ABANDONED_AFTER_MS;
        if (abandoned || (!name.startsWith(TEMP_PREFIX) && info.mtimeMs < usedSince)) {
          await rm(path, { force: true });
          removed++;
        } else kept++;
      }
      return { removed, kept };
    },
  };
}
