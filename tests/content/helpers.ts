import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lang } from '../../src/i18n/routes';
import { contentDocuments, type DocumentKey } from '../../src/content/documents';

/** A snapshot folder holding just the given documents; everything else falls back to defaults. */
export function snapshotWith(documents: Partial<Record<Lang, Partial<Record<DocumentKey, unknown>>>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  for (const [lang, docs] of Object.entries(documents)) {
    mkdirSync(join(dir, lang), { recursive: true });
    for (const [key, data] of Object.entries(docs ?? {})) {
      const file = join(dir, lang, contentDocuments[key as DocumentKey].file);
      writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
    }
  }
  return dir;
}
