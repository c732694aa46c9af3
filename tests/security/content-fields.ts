/**
 * Every text-bearing field of every content document in every site language, found by walking
 * the data (the content the build reads: the committed snapshot) and the documents' schemas,
 * never by a list written here: a field added to a schema, a document or a language is covered without touching
 * this file. Only `lang` is left out.
 *
 * A field is one string leaf at one path of one document in one language, e.g.
 * `content-snapshot/en/projects.json` `projects[3].project.customer`. Optional string fields
 * the content leaves out (a reference's `url`) are found from the schema and given a value
 * that validates, so they are covered too.
 */
import type * as z from 'zod/mini';
import { contentDocuments, documentKeys, snapshotPath, type Content, type DocumentKey } from '../../src/content/documents';
import { ContentError, fieldPath } from '../../src/content/errors';
import { checkContentLinks } from '../../src/content/links';
import { getContent, parseDocument } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';

export type PathPart = string | number;

export interface ContentField {
  lang: Lang;
  key: DocumentKey;
  /** content-snapshot/<lang>/<file>, as messages name it. */
  file: string;
  path: PathPart[];
  /** The path as messages write it: `projects[3].project.customer`. */
  name: string;
  /** A value the field accepts: its value in the content, or (for an optional field the content leaves out) a probed one. */
  base: string;
  /** Whether the language's document holds this field. */
  inBase: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SKIPPED_KEYS = new Set(['lang']);

/** Values tried, in order, for an optional string field that the content leaves empty. */
const PROBE_VALUES = [
  'https://www.example.com/ornek-sayfa',
  'https://firebasestorage.googleapis.com/v0/b/ornek/o/gorsel.jpg',
  '/images/brand/logo.svg',
  'Örnek metin',
  'ornek-metin',
  'info@example.com',
  '2025-01-01T00:00:00Z',
];

export type Schema = z.core.$ZodType;
/** What the walk reads of a schema's definition (the same in every form of zod). */
type Def = { type: string; innerType?: Schema; shape?: Record<string, Schema>; element?: Schema };
const defOf = (schema: Schema): Def => schema._zod.def as Def;

/** The schema of the value at `path` inside `schema` (objects, arrays, optional, nullable). */
export function schemaAt(schema: Schema, path: readonly PathPart[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const part of path) {
    current = unwrap(current);
    const def = current && defOf(current);
    if (def?.type === 'object' && typeof part === 'string') current = def.shape![part];
    else if (def?.type === 'array' && typeof part === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

export function unwrap(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current && ['optional', 'nullable', 'default'].includes(defOf(current).type)) current = defOf(current).innerType;
  return current;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getAt(root: Json, path: readonly PathPart[]): Json | undefined {
  let current: Json | undefined = root;
  for (const part of path) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isObject(current) && typeof part === 'string') current = current[part];
    else return undefined;
  }
  return current;
}

/** Sets (or, with `undefined`, removes) the value at `path`; the parents must exist. */
export function setAt(root: Json, path: readonly PathPart[], value: Json | undefined): void {
  const parent = getAt(root, path.slice(0, -1));
  const last = path.at(-1);
  if (Array.isArray(parent) && typeof last === 'number') {
    if (value === undefined) throw new Error('cannot remove an array item');
    parent[last] = value;
  } else if (isObject(parent) && typeof last === 'string') {
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  } else {
    throw new Error(`no parent for ${fieldPath(path)}`);
  }
}

/** The content of a language as the build reads it, before anything is put in. */
export const baseContent = (lang: Lang): Content => getContent(lang);

/** A document of a language's content as plain JSON, as a snapshot file would hold it. */
export function baseDocument(lang: Lang, key: DocumentKey): JsonObject {
  return JSON.parse(JSON.stringify(baseContent(lang)[key])) as JsonObject;
}

export type Verdict = { accepted: true } | { accepted: false; message: string };

/**
 * Validates a document the way the build does (loadContent): parseDocument with the snapshot
 * file as its origin, then the link check over the language's content with this document in it.
 */
export function validateDocument(lang: Lang, key: DocumentKey, data: unknown, others: Content = baseContent(lang)): Verdict {
  try {
    const parsed = parseDocument(key, lang, data, snapshotPath(lang, key));
    const problems = checkContentLinks({ ...others, [key]: parsed }, lang);
    return problems.length === 0 ? { accepted: true } : { accepted: false, message: problems.join('\n') };
  } catch (error) {
    if (error instanceof ContentError) return { accepted: false, message: error.message };
    throw error;
  }
}

function collectLeaves(value: Json, path: PathPart[], out: PathPart[][]): void {
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value)) value.forEach((item, i) => collectLeaves(item, [...path, i], out));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) if (!SKIPPED_KEYS.has(k)) collectLeaves(v, [...path, k], out);
  }
}

/** Optional keys of the schema that an object of the data leaves out, at every object of the data. */
function missingOptionalKeys(schema: Schema, value: Json, path: PathPart[], out: PathPart[][]): void {
  if (Array.isArray(value)) value.forEach((item, i) => missingOptionalKeys(schema, item, [...path, i], out));
  else if (isObject(value)) {
    const objectSchema = unwrap(schemaAt(schema, path));
    if (objectSchema && defOf(objectSchema).type === 'object') {
      for (const k of Object.keys(defOf(objectSchema).shape!)) if (!(k in value) && !SKIPPED_KEYS.has(k)) out.push([...path, k]);
    }
    for (const [k, v] of Object.entries(value)) missingOptionalKeys(schema, v, [...path, k], out);
  }
}

/** Same path with every array index replaced, to find a sibling's value of the same field. */
const pattern = (path: readonly PathPart[]) => path.map((p) => (typeof p === 'number' ? '#' : p)).join('/');

/** Every text-bearing field of every document in every language. */
export function contentFields(): ContentField[] {
  const fields: ContentField[] = [];
  for (const lang of languages) {
    for (const key of documentKeys) {
      const file = snapshotPath(lang, key);
      const doc = baseDocument(lang, key);
      const leaves: PathPart[][] = [];
      collectLeaves(doc, [], leaves);
      for (const path of leaves) {
        fields.push({ lang, key, file, path, name: fieldPath(path), base: getAt(doc, path) as string, inBase: true });
      }
      // Optional fields the document leaves out: a string field if some value for it validates.
      const siblings = new Map<string, string>();
      for (const path of leaves) siblings.set(pattern(path), getAt(doc, path) as string);
      const missing: PathPart[][] = [];
      missingOptionalKeys(contentDocuments[key].schema, doc, [], missing);
      for (const path of missing) {
        const sibling = siblings.get(pattern(path));
        const candidates = sibling === undefined ? PROBE_VALUES : [sibling, ...PROBE_VALUES];
        const base = candidates.find((candidate) => {
          setAt(doc, path, candidate);
          const verdict = validateDocument(lang, key, doc);
          setAt(doc, path, undefined);
          return verdict.accepted;
        });
        if (base !== undefined) fields.push({ lang, key, file, path, name: fieldPath(path), base, inBase: false });
      }
    }
  }
  return fields;
}

/**
 * The realistic value with a payload inside: in the middle of the field's own value, between
 * words where it has spaces (`OSTİM OSB <payload> Müdürlüğü`), otherwise between two characters
 * (`https://www.linkedin.com/compa<payload>ny/...`, `/images/bra<payload>nd/logo.svg`).
 */
export function embed(base: string, payload: string): { prefix: string; suffix: string; value: string } {
  const spaces = [...base.matchAll(/ /g)].map((m) => m.index);
  let prefix: string;
  let suffix: string;
  if (spaces.length > 0) {
    const middle = spaces.reduce((best, i) => (Math.abs(i - base.length / 2) < Math.abs(best - base.length / 2) ? i : best));
    prefix = `${base.slice(0, middle)} `;
    suffix = ` ${base.slice(middle + 1)}`;
  } else {
    const middle = Math.floor(base.length / 2);
    prefix = base.slice(0, middle);
    suffix = base.slice(middle);
  }
  return { prefix, suffix, value: `${prefix}${payload}${suffix}` };
}
