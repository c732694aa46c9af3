/** Writing content into Firestore in the shape the export reads (see document-parts.ts). */
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { contentDocuments, documentKeys, firestorePath, type Content } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { toStored } from '../../src/content/document-parts';

export class SeedRefused extends Error {
  override name = 'SeedRefused';
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

export function loadContentByLanguage(snapshotDir: string): Record<Lang, Content> {
  return Object.fromEntries(languages.map((lang) => [lang, loadContent(lang, { snapshotDir })])) as Record<Lang, Content>;
}

interface SeedOptions {
  force?: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** Writes every document and item of each language given; refuses, naming them, if any exist and force is not set. */
export async function seedFirestore(db: Firestore, content: Partial<Record<Lang, Content>>, options: SeedOptions = {}): Promise<number> {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const existing: string[] = [];
  for (const lang of languages) {
    const documents = content[lang];
    if (!documents) continue;
    for (const key of documentKeys) {
      const path = firestorePath(lang, key);
      const sub = contentDocuments[key].subCollection;
      const stored = toStored(key, documents[key]);
      const [parent, items] = await Promise.all([
        db.doc(path).get(),
        sub ? db.collection(`${path}/${sub.name}`).get() : Promise.resolve(undefined),
      ]);
      if (parent.exists) existing.push(path);
      if (items && !items.empty) existing.push(`${path}/${sub?.name} (${items.size} documents)`);
      writes.push((batch) => batch.set(db.doc(path), stored.fields));
      const keep = new Set(stored.items.map((item) => item.id));
      for (const item of stored.items) {
        writes.push((batch) => batch.set(db.doc(`${path}/${sub?.name}/${item.id}`), item.data));
      }
      for (const doc of items?.docs ?? []) {
        if (!keep.has(doc.id)) writes.push((batch) => batch.delete(doc.ref));
      }
    }
  }
  if (existing.length > 0 && !options.force) {
    throw new SeedRefused(
      `these documents exist already and were left as they are (use --force to overwrite them):\n  ${existing.join('\n  ')}`,
    );
  }
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) write(batch);
    await batch.commit();
    options.onProgress?.(Math.min(start + BATCH_LIMIT, writes.length), writes.length);
  }
  return writes.length;
}
