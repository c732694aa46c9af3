/**
 * What the save bar's status line says: each status's sentence, with what colleagues changed
 * meanwhile, and what still waits (unsaved work, or a conflict screen asking for a choice).
 */
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import { fill, formatDateTime } from '../../strings';
import { colleagueChangesText } from '../merge/colleague-changes';
import type { Status } from '../model/sides';
import type { StudioStrings } from '../base/strings';

/** What the status line says: each status's sentence, with what colleagues changed and unsaved work where it applies. */
export function statusText(
  status: Status,
  strings: StudioStrings,
  ui: AdminLang,
  fields: readonly FieldDescription[],
  { dirty, conflictLangs }: { dirty: boolean; conflictLangs: readonly Lang[] },
): string {
  const texts = strings.editor;
  // What colleagues changed on this screen meanwhile, until the next change.
  const news = 'news' in status ? colleagueChangesText(status.news, fields, ui, strings, new Date()) : '';
  // A conflict screen open: nothing more is saved until the editor chooses there.
  const unsaved =
    conflictLangs.length > 0
      ? fill(texts.conflictWaiting, { langs: conflictLangs.map((lang) => strings.languageNames[lang]).join(', ') })
      : dirty
        ? texts.unsaved
        : '';
  const sentences = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  switch (status.kind) {
    case 'idle':
      return unsaved;
    case 'saving':
      return texts.saving;
    // What was sent is saved; what was typed meanwhile is not yet.
    case 'saved':
      return sentences(texts.saved, news, unsaved);
    case 'merged':
      return sentences(news, unsaved);
    case 'nothing':
      return texts.nothingToSave;
    case 'invalid':
      return texts.invalid;
    case 'network':
      return texts.networkFailed;
    // Who and when, as the store says; what was typed stays in this browser for Restore to bring back.
    case 'gone':
      return sentences(
        status.by && status.at
          ? `${fill(strings.deletedItems.deletedBy, { by: status.by, date: formatDateTime(status.at, ui) })}.`
          : texts.gone,
        texts.goneKept,
      );
    case 'changedSince':
      return texts.changedSince;
    case 'restored':
      return sentences(fill(strings.history.restored, { revision: status.revision }), news);
    case 'restoreRefused':
      return fill(texts.restoreRefused, { message: status.message });
  }
}
