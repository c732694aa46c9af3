/**
 * Deleted items as editors meet them (in the list, and at a deleted item's old address): one
 * entry per item across the languages it is deleted in, with who deleted it there and when,
 * and a restore's refusal in the admin's words.
 */
import type { DocumentKey } from '../../../../content/documents';
import { fieldProblemIn } from '../../../../content/field-problems';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import type { ContentOverviewEntry, ContentRevision } from '../../../../admin-api/contract';
import { fill } from '../../strings';
import type { ItemWriteResult } from '../base/api';
import type { StudioStrings } from '../base/strings';
import { parseFieldPath, pathLabel, unitFields, type Data } from '../unit/unit-data';

export interface DeletedItemView {
  id: string;
  /** From its last revision with data, in the admin's language where it is deleted in it. */
  title: string;
  /** Whether a revision with data is kept in some language (what a restore brings back). */
  restorable: boolean;
  /** Each language it is deleted in, in the site's order, with the deletion's revision. */
  deletions: { lang: Lang; revision: number; updatedAt: string | null; updatedBy: string | null }[];
}

/** The document's deleted items across languages, the last deleted first. */
export function deletedItemsOf(entries: readonly ContentOverviewEntry[], key: DocumentKey, ui: AdminLang): DeletedItemView[] {
  const rows = languages.flatMap((lang) => {
    const entry = entries.find((candidate) => candidate.lang === lang && candidate.key === key);
    return (entry?.deleted ?? []).map((deleted) => ({ ...deleted, lang }));
  });
  const latest = (id: string) =>
    rows
      .filter((row) => row.id === id)
      .map((row) => row.updatedAt ?? '')
      .sort()
      .at(-1) ?? '';
  const ids = [...new Set(rows.map((row) => row.id))].sort((a, b) => latest(b).localeCompare(latest(a)));
  return ids.map((id) => {
    const own = rows.filter((row) => row.id === id);
    return {
      id,
      title: (own.find((row) => row.lang === ui && row.restorable) ?? own.find((row) => row.restorable) ?? own[0]!).title,
      restorable: own.some((row) => row.restorable),
      deletions: own.map(({ lang, revision, updatedAt, updatedBy }) => ({ lang, revision, updatedAt, updatedBy })),
    };
  });
}

/** Why a restore wrote nothing, in the admin's language: each refused language's fields, or that the id is taken. */
export function restoreRefusal(
  result: Exclude<ItemWriteResult, { kind: 'saved' }>,
  key: DocumentKey,
  name: string,
  strings: StudioStrings,
  ui: AdminLang,
): string {
  const fields = unitFields(key, true);
  const reasons =
    result.kind === 'invalid'
      ? languages.flatMap((lang) =>
          (result.languages[lang] ?? []).map((problem) => {
            const path = problem.field === '(document)' ? [] : parseFieldPath(problem.field);
            const label = path.length ? pathLabel(fields, path, ui) : strings.editor.wholeDocument;
            return `${label} (${lang.toUpperCase()}): ${fill(strings.editor.expected, { what: fieldProblemIn(problem, ui) })}`;
          }),
        )
      : [strings.deletedItems.taken];
  return fill(strings.deletedItems.refused, { name, reasons: reasons.join(' ') });
}

/** What a deleted item's revisions are compared with: its last revision with data, the one Restore brings back (newest first). */
export function keptData(revisions: readonly ContentRevision[]): Data | null {
  return revisions.find((revision) => revision.data !== null)?.data ?? null;
}
