/**
 * The snapshot on disk: content-snapshot/{lang}/{file}.json, written with stable key order
 * and formatting so it diffs cleanly, and replaced as a whole folder so a reader never sees
 * a half-written snapshot, even if the writer is killed.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { languages } from '../../src/i18n/routes';
import { contentDocuments, documentKeys, type Content } from '../../src/content/documents';
import { snapshotDir } from '../../src/content/loader';
import { SNAPSHOT_META_FILE } from '../../src/content/snapshot-meta';
import type { Lang } from '../../src/i18n/routes';

/** Snapshot files by their path relative to the snapshot folder ('tr/header.json'). */
export type SnapshotFiles = Map<string, string>;

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function serializeDocument(data: unknown): string {
  return `${JSON.stringify(sortKeys(data), null, 2)}\n`;
}

/**
 * The snapshot an export lays the store's content over, so a document the store lacks keeps
 * what the site shows now: the folder the export replaces, or, when that holds no snapshot yet
 * (a new --out folder), the site's own snapshot.
 */
export function baseSnapshot(out: string, site: string = snapshotDir()): string {
  return readSnapshotFiles(out).size > 0 ? out : site;
}

/** The files of each language given. */
export function snapshotFiles(content: Partial<Record<Lang, Content>>): SnapshotFiles {
  const files: SnapshotFiles = new Map();
  for (const lang of languages) {
    const documents = content[lang];
    if (!documents) continue;
    for (const key of documentKeys) {
      files.set(`${lang}/${contentDocuments[key].file}`, serializeDocument(documents[key]));
    }
  }
  return files;
}

export function readSnapshotFiles(dir: string): SnapshotFiles {
  const files: SnapshotFiles = new Map();
  if (!existsSync(dir)) return files;
  for (const lang of readdirSync(dir, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    for (const file of readdirSync(join(dir, lang.name))) {
      if (file.endsWith('.json')) files.set(`${lang.name}/${file}`, readFileSync(join(dir, lang.name, file), 'utf8'));
    }
  }
  return files;
}

function writeDurably(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const staging = (dir: string) => join(dirname(dir), `.${basename(dir)}.staging`);
const previous = (dir: string) => join(dirname(dir), `.${basename(dir)}.previous`);

/**
 * Puts back the last complete snapshot if a writer died between its two renames, and drops
 * a half-written staging folder. Called before every read or write of the snapshot.
 */
export function recoverSnapshot(dir: string): void {
  const target = resolve(dir);
  if (!existsSync(target) && existsSync(previous(target))) renameSync(previous(target), target);
  rmSync(staging(target), { recursive: true, force: true });
  rmSync(previous(target), { recursive: true, force: true });
}

/**
 * Writes every file into a staging folder beside the snapshot, flushes it, then swaps the
 * folders with two renames. `onFileWritten` lets a test interrupt the writer mid-way.
 */
export function writeSnapshot(dir: string, files: SnapshotFiles, onFileWritten?: (count: number) => void): void {
  const target = resolve(dir);
  recoverSnapshot(target);
  const stage = staging(target);
  let count = 0;
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    writeDurably(join(stage, path), text);
    onFileWritten?.(++count);
  }
  if (existsSync(target)) renameSync(target, previous(target));
  renameSync(stage, target);
  rmSync(previous(target), { recursive: true, force: true });
}

/**
 * What an export writes: the documents, and the meta file with the export time when the
 * content changed (the admin's dashboard shows it, src/content/snapshot-meta.ts). An export
 * that changed nothing keeps the meta file there byte for byte, so it changes no file.
 */
export function writeExportedSnapshot(dir: string, documents: SnapshotFiles, contentChanged: boolean, now: Date): void {
  const current = join(resolve(dir), SNAPSHOT_META_FILE);
  const meta =
    !contentChanged && existsSync(current) ? readFileSync(current, 'utf8') : serializeDocument({ exportedAt: now.toISOString() });
  writeSnapshot(dir, new Map([...documents, [SNAPSHOT_META_FILE, meta]]));
}

export function describeFolder(dir: string): string {
  return relative(process.cwd(), resolve(dir)) || '.';
}
