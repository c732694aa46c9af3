/**
 * A field changed back: of a change's reworded fields, those whose words are again what they were
 * at the revision another language's translation was last checked against. Such a change answers
 * the out-of-date mark it raised instead of keeping it (store/outdated-marks.ts).
 */
import { rewordedFields } from '../../content/field-changes';
import { translatedFields } from '../../content/translated-fields';
import { languages } from '../../i18n/routes';
import type { ReturnedField } from '../store/outdated-marks';
import type { ContentChange } from './content-changes';
import type { ContentSource } from './document-view';

export async function returnedFields(source: ContentSource, change: ContentChange, reworded: readonly string[]): Promise<ReturnedField[]> {
  const { unit, data } = change;
  // Marks are by the unit's top-level field (a group, a list, a text), as the studio shows them.
  const words = data === null ? [] : translatedFields(unit.key, unit.item !== null, reworded);
  if (data === null || words.length === 0) return [];
  const others = languages.filter((lang) => lang !== unit.lang);
  const marks = (await Promise.all(others.map((lang) => source.store.outdated(lang, unit.key)))).flat();
  const checked = new Map<string, ReturnedField>();
  for (const mark of marks)
    if (mark.from === unit.lang && mark.item === unit.item && words.includes(mark.field))
      checked.set(`${mark.field} ${mark.since}`, { field: mark.field, since: mark.since });
  if (checked.size === 0) return [];
  // A marked field's language was saved, so its store keeps the revisions (the snapshot's as 0).
  const history = await source.store.history(unit);
  return [...checked.values()].filter(({ field, since }) => {
    const then = history.find((record) => record.revision === since)?.data;
    // Compared as words, the way a change is: the field as it read then and reads now.
    return then !== undefined && then !== null && rewordedFields({ [field]: then[field] }, { [field]: data[field] }).length === 0;
  });
}
