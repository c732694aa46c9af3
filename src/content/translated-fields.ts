/**
 * Which of a unit's fields say in words what the same field says in the other languages, so a
 * change to one asks for the others to be checked: texts and rich texts (alone, in lists, in
 * groups), but no facts (images, numbers, booleans, choices, dates, e-mail and web addresses)
 * and no texts that are addresses or codes (slugs, site paths, country codes: `verbatim` in
 * schemas.ts), nor facts set once (`shared`). Read from the schemas through field-meta.ts, so no second list names them.
 */
import { unitSchema, type DocumentKey } from './documents';
import { describeFields, type FieldDescription } from './field-meta';

const WORDS = new Set<string>(['text', 'longText', 'richText']);

const described = new Map<string, FieldDescription[]>();
function fieldsOf(key: DocumentKey, isItem: boolean): FieldDescription[] {
  const name = `${key}:${isItem}`;
  if (!described.has(name)) {
    described.set(name, describeFields(unitSchema(key, isItem)));
  }
  return described.get(name)!;
}

const anyWords = (fields: readonly FieldDescription[] = []): boolean => fields.some((field) => wordsAt(fields, [field.key]));

/** Whether the value at `path` (from a changed field's path) is words. */
function wordsAt(fields: readonly FieldDescription[], path: readonly (string | number)[]): boolean {
  const [head, ...rest] = path;
  const field = fields.find((candidate) => candidate.key === head);
  // A fact set once is the same in every language: changing it asks no other language to check.
  if (!field || field.fixed || field.verbatim || field.shared) return false;
  if (WORDS.has(field.kind)) return true;
  if (field.kind === 'group') return rest.length === 0 ? anyWords(field.fields) : wordsAt(field.fields ?? [], rest);
  if (field.kind !== 'list') return false;
  // A list's path goes on with an entry's position, then (entries that are groups) its field.
  const inner = rest.slice(1);
  if (field.fields) return inner.length === 0 ? anyWords(field.fields) : wordsAt(field.fields, inner);
  return field.entry !== undefined && WORDS.has(field.entry);
}

/** `hero.headline`, `images[2]` as path segments. */
const segments = (path: string): (string | number)[] =>
  path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The unit's top-level fields (the studio's rows) that a change of these paths changed the words
 * of, in the order first named. `(document)` (a whole unit created or deleted) names none.
 */
export function translatedFields(key: DocumentKey, isItem: boolean, changed: readonly string[]): string[] {
  const fields = fieldsOf(key, isItem);
  const out = new Set<string>();
  for (const path of changed) {
    const parts = segments(path);
    if (parts.length > 0 && wordsAt(fields, parts)) out.add(String(parts[0]));
  }
  return [...out];
}
