/**
 * A shelf of the build cache (src/integrations/build-cache/cache-shelf.ts): an entry reads back
 * whole or not at all, and eviction removes what no recent build used while keeping what one did.
 */
import { mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, cacheShelf, type CacheShelf } from '../../../src/integrations/build-cache/cache-shelf';

const DAY = 24 * 60 * 60 * 1000;
/** `days` after a start 100 days ago: every such time is past, as the times the shelf stamps. */
const start = Date.now() - 100 * DAY;
const at = (days: number) => new Date(start + days * DAY);

let dir: string;
let shelf: CacheShelf;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cache-shelf-'));
  shelf = cacheShelf(join(dir, 'shelf'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes an entry last used on `day`. */
async function entryUsedOn(name: string, day: number): Promise<string> {
  const key = cacheKey(name);
  await shelf.write(key, Buffer.from(name));
  utimesSync(join(shelf.dir, key), at(day), at(day));
  return key;
}

describe('a cache shelf', () => {
  it('keys by every part, so moving bytes between parts gives another key', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('a', Buffer.from('b'))).toBe(cacheKey('a', 'b'));
  });

  it('reads back what it wrote, leaving no temporary file', async () => {
    const key = cacheKey('photo');
    await shelf.write(key, Buffer.from('bytes of a photo'));
    expect((await shelf.read(key))?.toString()).toBe('bytes of a photo');
    expect(readdirSync(shelf.dir)).toEqual([key]);
    expect(await shelf.read(cacheKey('another'))).toBeUndefined();
  });

  it('ignores and removes an entry cut short or changed on disk', async () => {
    const cut = cacheKey('cut');
    const changed = cacheKey('changed');
    await shelf.write(cut, Buffer.from('a whole entry'));
    await shelf.write(changed, Buffer.from('a whole entry'));
    truncateSync(join(shelf.dir, cut), 20);
    const bytes = await readFile(join(shelf.dir, changed));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    writeFileSync(join(shelf.dir, changed), bytes);

    expect(await shelf.read(cut)).toBeUndefined();
    expect(await shelf.read(changed)).toBeUndefined();
    expect(readdirSync(shelf.dir)).toEqual([]);
  });

  it('refuses a key that is not a hash, which could name a file elsewhere', async () => {
    await expect(shelf.write('../escape', Buffer.from('x'))).rejects.toThrow(/not a cache key/);
  });

  it('evicts entries no recent build used, and keeps the used, the recent and a writer still at work', async () => {
    for (const day of [0, 1, 2, 3]) await shelf.recordBuild(at(day));
    const keep = { builds: 3, days: 2 };
    // Used by the newest build, by the third newest, within the last two days with no build since.
    const kept = [await entryUsedOn('newest build', 3), await entryUsedOn('third newest build', 1.5), await entryUsedOn('lately', 9)];
    const evicted = await entryUsedOn('before the last three builds and days ago', 0.5);
    writeFileSync(join(shelf.dir, '.tmp-ledger-1-a'), '');
    utimesSync(join(shelf.dir, '.tmp-ledger-1-a'), at(9.9), at(9.9));
    writeFileSync(join(shelf.dir, '.tmp-2-b'), 'a write that died');
    utimesSync(join(shelf.dir, '.tmp-2-b'), at(5), at(5));

    expect(await shelf.evict(at(10), keep)).toEqual({ removed: 2, kept: 4 });
    const left = readdirSync(shelf.dir);
    for (const key of kept) expect(left).toContain(key);
    expect(left).not.toContain(evicted);
    expect(left).toContain('.tmp-ledger-1-a');
    expect(left).not.toContain('.tmp-2-b');
  });

  it('keeps everything on a machine that has not built often enough to know what is unused', async () => {
    await shelf.recordBuild(at(0));
    await shelf.recordBuild(at(30));
    const old = await entryUsedOn('used once, long ago', 0);
    expect(await shelf.evict(at(90), { builds: 3, days: 14 })).toEqual({ removed: 0, kept: 1 });
    expect(readdirSync(shelf.dir)).toContain(old);
  });

  it('records a use when an entry is read, which keeps it', async () => {
    for (const day of [0, 1, 2]) await shelf.recordBuild(at(day));
    const key = await entryUsedOn('read again', 0);
    await shelf.read(key);
    // Read now, after every `at` the test uses: used since every build recorded.
    expect(await shelf.evict(at(3), { builds: 2, days: 1 })).toEqual({ removed: 0, kept: 1 });
  });
});
