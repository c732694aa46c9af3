/**
 * Reads content-snapshot/{lang}/*.json, validates every document and caches the result per
 * language. The committed snapshot is the site's built-in content in every language (the one
 * copy of it, docs/developers/ARCHITECTURE.md); the export lays the store's documents over it. The build never
 * talks to Firestore (DECISIONS.md): what it renders is reproducible from a commit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Lang } from '../i18n/routes';
import { contentDocuments, documentKeys, snapshotPath, type Content, type DocumentKey } from './documents';
import { inCurrentForm } from './earlier-forms';
import { ContentError, describeIssues } from './errors';
import { checkContentLinks } from './links';
import { currentOverlay } from './overlay';
import { notedContent } from './overlay-reads';

export interface LoadOptions {
  /** Folder holding a folder per language (tr/, en/, ...); defaults to CONTENT_SNAPSHOT_DIR or ./content-snapshot. */
  snapshotDir?: string;
}

/** Where a build keeps the content it was made from, beside its client and server folders (scripts/build-server.ts). */
export const BUILT_CONTENT_DIR = 'content-snapshot';

export function snapshotDir(options: LoadOptions = {}): string {
  return resolve(options.snapshotDir ?? process.env['CONTENT_SNAPSHOT_DIR'] ?? 'content-snapshot');
}

/** Validates one document of a language, saved in its schema's current form or an earlier one; `where` names its origin in error messages. */
export function parseDocument<K extends DocumentKey>(key: K, lang: Lang, data: unknown, where: string): Content[K] {
  const result = contentDocuments[key].schema.safeParse(inCurrentForm(key, data));
  if (!result.success) throw new ContentError(describeIssues(where, result.error));
  const value = result.data as Content[K];
  if (value.lang !== lang) {
    throw new ContentError(`${where}: field 'lang': expected '${lang}', got '${String(value.lang)}'`);
  }
  return value;
}

function readSnapshotDocument(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** Loads one language without the cache: every snapshot document, validated. */
export function loadContent(lang: Lang, options: LoadOptions = {}): Content {
  const dir = snapshotDir(options);
  const problems: string[] = [];
  const content: Partial<Record<DocumentKey, unknown>> = {};
  for (const key of documentKeys) {
    const file = join(dir, lang, contentDocuments[key].file);
    if (!existsSync(file)) {
      problems.push(
        `${snapshotPath(lang, key)}: missing from ${dir}: export it from the store (npm run export), or restore the committed one (git checkout -- ${snapshotPath(lang, key)})`,
      );
      continue;
    }
    try {
      content[key] = parseDocument(key, lang, readSnapshotDocument(file), snapshotPath(lang, key));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  const complete = content as Content;
  const linkProblems = checkContentLinks(complete, lang);
  if (linkProblems.length > 0) throw new ContentError(linkProblems.join('\n'));
  return complete;
}

const cache = new Map<Lang, Content>();
/** Counts the times the cache was emptied: what was derived from the content before is stale after. */
let generation = 0;

/** Which load of the content is current: a value derived from it stays valid while this stays the same (./memo.ts). */
export const contentGeneration = (): number => generation;

/**
 * The content of a language, loaded once per process (SPEC §7: cached in memory per language);
 * inside `withContent` (./overlay.ts), that call's content instead, each document read from it
 * noted for what ./memo.ts keeps (./overlay-reads.ts).
 */
export function getContent(lang: Lang): Content {
  const overlay = currentOverlay();
  if (overlay) return notedContent(overlay[lang], lang);
  let content = cache.get(lang);
  if (!content) {
    content = loadContent(lang);
    cache.set(lang, content);
  }
  return content;
}

/** Forget cached content (tests, and a dev server after the snapshot changed). */
export function clearContentCache(): void {
  cache.clear();
  generation++;
}
