import { fieldPath } from '../../../../../content/errors';
import type { FieldDescription } from '../../../../../content/field-meta';
import type { Data, Path } from '../../unit/unit-data';

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
const record = (value: unknown): Data | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : undefined;

/**
 * Alt text is optional in the schemas (content from before it has none), but every image an
 * editor sets gets one: an image that is new or changed against the saved unit needs its alt.
 * The same holds for an image inside a group or in an entry of a list of groups, each problem
 * at its own path (`items[2].photoAlt`). An entry's image counts as kept when the saved unit had
 * it in any entry of that list, so moving an entry asks for nothing new.
 */
export function missingAlts(fields: readonly FieldDescription[], values: Data, saved: Data, message: string): Map<string, string> {
  const problems = new Map<string, string>();
  collect(fields, values, [saved], [], message, problems);
  return problems;
}

/** `saved`: where the same fields were in the saved unit (one place, or every entry of a list). */
function collect(
  fields: readonly FieldDescription[],
  values: Data,
  saved: readonly (Data | undefined)[],
  path: Path,
  message: string,
  problems: Map<string, string>,
): void {
  const before = (key: string) => saved.map((place) => place?.[key]);
  for (const field of fields) {
    const value = values[field.key];
    if (field.alt) {
      const alt = values[field.alt];
      if (typeof value === 'string' && value !== '' && !before(field.key).includes(value) && blank(alt))
        problems.set(fieldPath([...path, field.alt]), message);
      if (Array.isArray(value))
        value.forEach((src, index) => {
          const kept = before(field.key).some((list) => Array.isArray(list) && list.includes(src));
          if (!kept && blank(Array.isArray(alt) ? alt[index] : undefined)) problems.set(fieldPath([...path, field.alt!, index]), message);
        });
    }
    if (!field.fields) continue;
    const inside = [...path, field.key];
    if (field.kind === 'group') {
      const group = record(value);
      if (group) collect(field.fields, group, before(field.key).map(record), inside, message, problems);
    } else if (Array.isArray(value)) {
      const savedEntries = before(field.key).flatMap((list) => (Array.isArray(list) ? list.map(record) : []));
      value.forEach((entry, index) => {
        const group = record(entry);
        if (group) collect(field.fields!, group, savedEntries, [...inside, index], message, problems);
      });
    }
  }
}
