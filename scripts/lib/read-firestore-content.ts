/**
 * Reads every content document of every language from Firestore and validates it, naming
 * the Firestore path and field of every problem. Uses only single-document reads and plain
 * collection reads (no ListCollectionIds, no dotted field paths), sorting items in memory.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { contentDocuments, documentKeys, firestorePath, type Content, type DocumentKey } from '../../src/content/documents';
import { ContentError, describeIssues } from '../../src/content/errors';
import { checkContentLinks } from '../../src/content/links';
import { loadContent, parseDocument, snapshotDir } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { toPlain } from '../../src/server/store/firestore/values';
import { fromStored, toStored, type StoredItem } from '../../src/content/document-parts';

export interface ReadProgress {
  done: number;
  total: number;
}

export interface FirestoreContent {
  content: Record<Lang, Content>;
  /** Firestore paths that were absent, each with what was kept instead. */
  missing: string[];
}

/** Reads of one run: every document, plus one collection read per sub-collection. */
export function readCount(): number {
  return languages.length * documentKeys.reduce((n, key) => n + (contentDocuments[key].subCollection ? 2 : 1), 0);
}

/** What a document missing in Firestore keeps, and how the export names it. */
export interface Fallback {
  /** Throws a ContentError where the language has nothing to keep; a missing document is then a problem. */
  content: (lang: Lang) => Content;
  name: string;
}

/**
 * What the site shows now, as the studio reads it: the snapshot folder's document (the
 * committed snapshot is the built-in content). What the export keeps of a missing document.
 */
export function snapshotFallback(folder: string): Fallback {
  return { content: (lang) => loadContent(lang, { snapshotDir: folder }), name: "snapshot's document" };
}

function keptContent(fallback: Fallback, lang: Lang): { content: Content } | { problem: string } {
  try {
    return { content: fallback.content(lang) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problem: error.message };
  }
}

export async function readFirestoreContent(
  db: Firestore,
  onProgress?: (progress: ReadProgress) => void,
  fallback: Fallback = snapshotFallback(snapshotDir()),
): Promise<FirestoreContent> {
  const total = readCount();
  let done = 0;
  const tick = () => onProgress?.({ done: ++done, total });
  const problems: string[] = [];
  const missing: string[] = [];
  const content = {} as Record<Lang, Content>;

  for (const lang of languages) {
    // Read only where a document is missing: a language the store holds whole needs none.
    let kept: ReturnType<typeof keptContent> | undefined;
    const values: Partial<Record<DocumentKey, unknown>> = {};
    for (const key of documentKeys) {
      const path = firestorePath(lang, key);
      const sub = contentDocuments[key].subCollection;
      const problemsBefore = problems.length;
      const snapshot = await db.doc(path).get();
      tick();
      let items: StoredItem[] = [];
      if (sub) {
        const collection = await db.collection(`${path}/${sub.name}`).get();
        tick();
        items = collection.docs.map((doc) => ({ id: doc.id, data: toPlain(doc.data()) as Record<string, unknown> }));
        for (const item of items) {
          const result = sub.itemSchema.safeParse(item.data);
          if (!result.success) problems.push(describeIssues(`${path}/${sub.name}/${item.id}`, result.error));
        }
      }
      let fields: Record<string, unknown>;
      if (snapshot.exists) {
        fields = toPlain(snapshot.data()) as Record<string, unknown>;
        const result = (sub?.parentSchema ?? contentDocuments[key].schema).safeParse(fields);
        if (!result.success) problems.push(describeIssues(path, result.error));
      } else {
        kept ??= keptContent(fallback, lang);
        if ('problem' in kept) {
          problems.push(`${path}: not in Firestore, and there is no ${fallback.name} for '${lang}' to keep: ${kept.problem}`);
          continue;
        }
        const stored = toStored(key, kept.content[key]);
        fields = stored.fields;
        if (sub && items.length > 0) {
          missing.push(
            `${path}: document missing; the ${fallback.name}'s page fields are kept with the ${items.length} ${sub.name} items found`,
          );
        } else {
          items = stored.items;
          missing.push(`${path}: not in Firestore; the ${fallback.name} is kept`);
        }
      }
      if (problems.length > problemsBefore) continue;
      try {
        // The whole document: what spans items (unique ids and urls) and the language.
        values[key] = parseDocument(key, lang, fromStored(key, { fields, items }), path);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error.message);
      }
    }
    if (documentKeys.every((key) => key in values)) {
      content[lang] = values as Content;
      problems.push(...checkContentLinks(content[lang], lang, firestorePath));
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { content, missing };
}
