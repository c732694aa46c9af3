/**
 * Who changed what meanwhile: after a save or a draft's merge, the fields a colleague's save
 * changed on the editor's screen, read from the unit's history, and the sentence that tells the
 * editor so in the admin's language ("second@example.com changed Client (TR) at 14:02.").
 */
import { fieldPath } from '../../../../content/errors';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import type { ContentRevision } from '../../../../admin-api/contract';
import { adminStrings, fill, formatDateTime } from '../../strings';
import type { StudioStrings } from '../base/strings';
import { getAt, parseFieldPath, pathLabel, sameData, type Data, type Path } from '../unit/unit-data';

export interface ColleagueChange {
  by: string | null;
  /** When the latest of these fields' saves was made. */
  at: string | null;
  fields: { lang: Lang; path: Path }[];
}

/** The revisions to look at: after `since`, up to `through`; `own` are the editor's own saves among them. */
export interface Span {
  since: number;
  through: number;
  own: ReadonlySet<number>;
}

/** Whether someone other than the editor saved within the span (only then is the history worth reading). */
export const othersSavedIn = ({ since, through, own }: Span): boolean =>
  through - since > [...own].filter((r) => r > since && r <= through).length;

/**
 * The fields of one language that a colleague's save within `span` changed on the editor's screen:
 * each field's last colleague's save in the span is its author's, and a field counts only where what is
 * stored now differs from what the editor had (`seen`). One entry per person, oldest first.
 */
export function colleagueChanges(lang: Lang, history: readonly ContentRevision[], span: Span, seen: Data, stored: Data): ColleagueChange[] {
  const inSpan = history.filter((revision) => revision.revision > span.since && revision.revision <= span.through);
  const newestFirst = [...inSpan].sort((a, b) => b.revision - a.revision);
  const attributed = new Set<string>();
  const byPerson = new Map<string | null, ColleagueChange>();
  for (const revision of newestFirst) {
    // The editor's own save claims no field: one that merged a colleague's rich text into the
    // editor's changed it too, and what differs from the screen there is the colleague's.
    if (span.own.has(revision.revision)) continue;
    for (const changed of revision.changed) {
      const path = parseFieldPath(changed);
      const key = fieldPath(path);
      if (attributed.has(key)) continue;
      attributed.add(key);
      if (sameData(getAt(seen, path), getAt(stored, path))) continue;
      const entry = byPerson.get(revision.updatedBy) ?? { by: revision.updatedBy, at: revision.updatedAt, fields: [] };
      entry.fields.push({ lang, path });
      byPerson.set(revision.updatedBy, entry);
    }
  }
  return [...byPerson.values()].reverse();
}

/** Every language's changes, one entry per person: their latest time, their fields in the order given. */
export function joinChanges(lists: readonly (readonly ColleagueChange[])[]): ColleagueChange[] {
  const byPerson = new Map<string | null, ColleagueChange>();
  for (const change of lists.flat()) {
    const known = byPerson.get(change.by);
    if (!known) {
      byPerson.set(change.by, { ...change, fields: [...change.fields] });
      continue;
    }
    known.fields.push(...change.fields);
    if (change.at !== null && (known.at === null || change.at > known.at)) known.at = change.at;
  }
  return [...byPerson.values()].sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
}

/** A time as the admin reads it: the hour alone today, with the date on another day. */
function changeTime(iso: string, ui: AdminLang, now: Date, timeZone?: string): string {
  const locale = adminStrings[ui].dateLocale;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  if (day.format(new Date(iso)) !== day.format(now)) return formatDateTime(iso, ui, timeZone);
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/** One sentence per person: "second@example.com changed Client (TR), Location (TR) at 14:02." */
export function colleagueChangesText(
  changes: readonly ColleagueChange[],
  fields: readonly FieldDescription[],
  ui: AdminLang,
  strings: StudioStrings,
  now: Date,
  timeZone?: string,
): string {
  const texts = strings.editor;
  return changes
    .map((change) => {
      const names = change.fields.map(({ lang, path }) => `${pathLabel(fields, path, ui)} (${lang.toUpperCase()})`);
      const template = names.length === 1 ? texts.colleagueChangedOne : texts.colleagueChangedMany;
      return fill(template, {
        by: change.by ?? strings.conflict.someone,
        fields: names.join(', '),
        time: change.at ? changeTime(change.at, ui, now, timeZone) : '',
      });
    })
    .join(' ');
}
