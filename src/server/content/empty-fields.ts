/**
 * The fields a language holds empty in one unit (a document's own fields or one item), for the
 * content list to count those another language has filled: a translation still to write. Facts
 * set once and fields set by where the document lives are no translation and are left out.
 */
import { unitSchema, type DocumentKey } from '../../content/documents';
import { describeFields, type FieldDescription } from '../../content/field-meta';

const described = new Map<string, FieldDescription[]>();
function fieldsOf(key: DocumentKey, isItem: boolean): FieldDescription[] {
  const name = `${key}:${String(isItem)}`;
  if (!described.has(name)) described.set(name, describeFields(unitSchema(key, isItem)));
  return described.get(name)!;
}

/** No text in it: nothing, blank text or markup without words, and lists or groups of only such. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, '').trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

function blankIn(fields: readonly FieldDescription[], data: Record<string, unknown>, prefix: string): string[] {
  return fields.flatMap((field) => {
    if (field.fixed || field.shared) return [];
    const value = data[field.key];
    const path = `${prefix}${field.key}`;
    if (field.kind === 'group' && field.fields && value !== null && typeof value === 'object' && !Array.isArray(value))
      return blankIn(field.fields, value as Record<string, unknown>, `${path}.`);
    return isBlank(value) ? [path] : [];
  });
}

/** The paths (`counters.customers.label`) of the translated fields `data` holds empty. */
export function emptyFields(key: DocumentKey, isItem: boolean, data: Record<string, unknown> | null): string[] {
  return data ? blankIn(fieldsOf(key, isItem), data, '') : [];
}
