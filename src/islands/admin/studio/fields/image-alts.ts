import { fieldPath } from '../../../../content/errors';
import type { FieldDescription } from '../../../../content/field-meta';
import type { Data } from '../unit-data';

/**
 * Alt text is optional in the schemas (content from before it has none), but every image an
 * editor sets gets one: an image that is new or changed against the saved unit needs its alt.
 */
export function missingAlts(fields: readonly FieldDescription[], values: Data, saved: Data, message: string): Map<string, string> {
  const problems = new Map<string, string>();
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  for (const field of fields) {
    if (!field.alt) continue;
    const image = values[field.key];
    const before = saved[field.key];
    const alt = values[field.alt];
    if (typeof image === 'string' && image !== '' && image !== before && blank(alt)) problems.set(field.alt, message);
    if (Array.isArray(image))
      image.forEach((src, index) => {
        const kept = Array.isArray(before) && before.includes(src);
        if (!kept && blank(Array.isArray(alt) ? alt[index] : undefined)) problems.set(fieldPath([field.alt!, index]), message);
      });
  }
  return problems;
}
