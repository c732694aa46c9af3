/**
 * Which documents a value derived inside a content overlay (./overlay.ts) read. The studio's
 * preview lays an editor's draft of one unit over content it keeps between keystrokes: every
 * other document is the same object from one keystroke to the next, so a value that read none
 * of the draft's documents is the same value, and ./memo.ts keeps it for every overlay holding
 * those objects. Reads are noted through a view of each language's content, inside overlays
 * alone: outside one (a build, a visitor's request) `getContent` answers as it always did.
 */
import type { Lang } from '../i18n/routes';
import type { Content } from './documents';

/** A document read: where it is in the overlay, and the object found there. */
export interface DocumentRead {
  lang: Lang;
  key: string;
  document: object;
}

/**
 * The reads of each derivation running, the innermost last, each document once, in the order
 * first read. Derivations are synchronous, so no other call's derivation runs in between.
 */
const running: Map<string, DocumentRead>[] = [];

function note(noted: Map<string, DocumentRead>, read: DocumentRead): void {
  const place = `${read.lang}/${read.key}`;
  if (!noted.has(place)) noted.set(place, read);
}

/** Notes `reads` as read by the derivation running, if any. */
export function noteReads(reads: Iterable<DocumentRead>): void {
  const noted = running.at(-1);
  if (noted) for (const read of reads) note(noted, read);
}

/**
 * Runs `derive` and gives the documents it read, in the order it first read each. The
 * derivation running around it read them too: it used what they gave.
 */
export function readsOf<T>(derive: () => T): { value: T; reads: DocumentRead[] } {
  const noted = new Map<string, DocumentRead>();
  running.push(noted);
  let value: T;
  try {
    value = derive();
  } finally {
    running.pop();
  }
  const reads = [...noted.values()];
  noteReads(reads);
  return { value, reads };
}

const views = new WeakMap<Content, Partial<Record<Lang, Content>>>();

/** `content`, the content of `lang` in an overlay, as derivations see it: each document they read from it is noted. */
export function notedContent(content: Content, lang: Lang): Content {
  let byLang = views.get(content);
  if (!byLang) views.set(content, (byLang = {}));
  return (byLang[lang] ??= new Proxy(content, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      const noted = running.at(-1);
      if (noted && typeof key === 'string' && typeof value === 'object' && value !== null) note(noted, { lang, key, document: value });
      return value;
    },
  }));
}
