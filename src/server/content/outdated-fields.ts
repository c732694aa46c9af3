/** The fields marked out of date (store/outdated-marks.ts), with what changed in the language that marked each. */
import type { DocumentKey } from '../../content/documents';
import type { Lang } from '../../i18n/routes';
import type { ContentStore, ContentUnit, RevisionRecord } from '../store/content';
import type { OutdatedMark } from '../store/outdated-marks';
import type { ContentSource } from './document-view';
import { unitHistory } from './unit-history';

/** A field marked out of date, with the marking language's field as last checked (if still kept) and now. */
export interface OutdatedField extends OutdatedMark {
  before: unknown;
  beforeKept: boolean;
  now: unknown;
}

export async function outdatedFields(source: ContentSource, target: ContentUnit): Promise<OutdatedField[]> {
  const marks = (await source.store.outdated(target.lang, target.key)).filter((mark) => mark.item === target.item);
  const histories = new Map<Lang, Promise<RevisionRecord[]>>();
  const historyOf = (lang: Lang) => {
    if (!histories.has(lang)) histories.set(lang, unitHistory(source, { ...target, lang }));
    return histories.get(lang)!;
  };
  return Promise.all(
    marks.map(async (mark) => {
      const revisions = await historyOf(mark.from);
      const checked = revisions.find((record) => record.revision === mark.since);
      return {
        ...mark,
        before: checked?.data?.[mark.field],
        beforeKept: checked !== undefined,
        now: revisions[0]?.data?.[mark.field],
      };
    }),
  );
}

/** How many fields are out of date in `lang`, in the document's own fields and in each item. */
export async function outdatedCounts(store: ContentStore, lang: Lang, key: DocumentKey) {
  const fieldsOf = new Map<string | null, Set<string>>();
  for (const mark of await store.outdated(lang, key)) fieldsOf.set(mark.item, (fieldsOf.get(mark.item) ?? new Set()).add(mark.field));
  const items = new Map([...fieldsOf].filter(([item]) => item !== null).map(([item, fields]) => [item!, fields.size]));
  return { fields: fieldsOf.get(null)?.size ?? 0, items };
}
