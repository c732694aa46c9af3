/**
 * A unit's data as the editor handles it: its schema and fields (from src/content/, never a
 * second list), values read and written by path, a blank value for a new entry or item, and
 * the problems the schema finds, by field path, as the editor types.
 */
import type * as z from 'zod/mini';
import { unitSchema, type DocumentKey } from '../../../../content/documents';
import { fieldProblem, type FieldProblem } from '../../../../content/field-problems';
import { describeFields, type FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';

export type Data = Record<string, unknown>;
export type Path = readonly (string | number)[];

const described = new Map<z.ZodMiniObject, FieldDescription[]>();
export function unitFields(key: DocumentKey, isItem: boolean): FieldDescription[] {
  const schema = unitSchema(key, isItem);
  if (!described.has(schema)) described.set(schema, describeFields(schema));
  return described.get(schema)!;
}

export function getAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, part) => (value === null || typeof value !== 'object' ? undefined : (value as Data)[part]), data);
}

/** A copy of `data` with `value` at `path` (undefined removes an object's field). */
export function setAt<T>(data: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy as T;
  }
  const record = { ...((data ?? {}) as Data) };
  const next = setAt(record[head as string], rest, value);
  if (next === undefined) delete record[head as string];
  else record[head as string] = next;
  return record as T;
}

/** What a new entry or item holds before the editor types: required fields blank, optional ones absent. */
export function blankValue(field: FieldDescription): unknown {
  switch (field.kind) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'choice':
      return field.choices?.[0] ?? '';
    case 'list':
      return [];
    case 'group':
      return blankData(field.fields ?? []);
    default:
      return '';
  }
}

export function blankData(fields: readonly FieldDescription[]): Data {
  return Object.fromEntries(fields.filter((field) => !field.optional).map((field) => [field.key, blankValue(field)]));
}

/** Each field path the schema refuses, with the first problem, as the API would answer it; `(document)` for the unit as a whole. */
export function problemsOf(schema: z.ZodMiniObject, data: Data): Map<string, FieldProblem> {
  const result = schema.safeParse(data);
  const problems = new Map<string, FieldProblem>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const problem = fieldProblem(issue);
    if (!problems.has(problem.field)) problems.set(problem.field, problem);
  }
  return problems;
}

/** Whether a value counts as empty to an editor: what "fill from the other language" may fill. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A field path as an editor reads it: each field's label in the admin's language, entries by number. */
export function pathLabel(fields: readonly FieldDescription[], path: Path, ui: AdminLang): string {
  const parts: string[] = [];
  let current: readonly FieldDescription[] | undefined = fields;
  for (const part of path) {
    if (typeof part === 'number') {
      parts.push(String(part + 1));
      continue;
    }
    const field: FieldDescription | undefined = current?.find((candidate) => candidate.key === part);
    parts.push(field ? field.label[ui] : part);
    current = field?.fields;
  }
  return parts.join(' › ');
}

/** A value as one line of text, for the compare and conflict tables (rich text without its tags). */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A field path as the API writes it (`menuItems[0].text`), as parts. */
export function parseFieldPath(text: string): Path {
  return text
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Two values alike whatever the order of their fields (a field cleared and typed again moves to the end). */
export function sameData(a: unknown, b: unknown): boolean {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Data)
              .filter(([, entry]) => entry !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
              .map(([key, entry]) => [key, stable(entry)]),
          )
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/**
 * The id of the control that edits `path` in one language's column (`idBase`); an alt text's
 * sits with its image, at the top level as in a group or a list's entry (`items-2-photo-alt`).
 */
export function controlId(fields: readonly FieldDescription[], idBase: string, path: Path): string {
  let level: readonly FieldDescription[] | undefined = fields;
  let parts: Path = path;
  for (const [at, part] of path.entries()) {
    if (typeof part === 'number') continue;
    const image = level?.find((field) => field.alt !== undefined && field.alt === part);
    if (image) {
      parts = [...path.slice(0, at), image.key, ...path.slice(at + 1), 'alt'];
      break;
    }
    level = level?.find((field) => field.key === part)?.fields;
  }
  return `${idBase}-${parts.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
