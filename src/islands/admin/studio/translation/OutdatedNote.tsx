/**
 * A field marked out of date, shown under it in the language that is behind: which language
 * changed it, when and by whom, what that language's field said when this one was last checked
 * against it and what it says now (field by field, as the history's compare shows them), and
 * "Checked", which clears the mark unless the field changed again meanwhile.
 */
import { useState } from 'react';
import { changedPaths } from '../../../../content/field-changes';
import { fieldPath } from '../../../../content/errors';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import type { ContentOutdatedField } from '../../../../admin-api/contract';
import { fill, formatDateTime } from '../../strings';
import type { StudioStrings } from '../base/strings';
import type { CheckOutcome } from './use-outdated-marks';
import { getAt, pathLabel, readableValue, type Path } from '../unit/unit-data';

interface Props {
  mark: ContentOutdatedField;
  /** The language that is behind (where the note shows). */
  lang: Lang;
  ui: AdminLang;
  strings: StudioStrings;
  fields: readonly FieldDescription[];
  onChecked: (mark: ContentOutdatedField) => Promise<CheckOutcome>;
  /** After the mark is gone: the focus goes back to the field. */
  focusField: () => void;
  announce: (text: string) => void;
}

export function OutdatedNote({ mark, lang, ui, strings, fields, onChecked, focusField, announce }: Props) {
  const texts = strings.outdated;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const from = mark.from as Lang;
  const label = pathLabel(fields, [mark.field], ui);
  const before = { [mark.field]: mark.before ?? null };
  const now = { [mark.field]: mark.now ?? null };
  const paths: Path[] = mark.beforeKept ? changedPaths(before, now) : [[mark.field]];
  const value = (data: Record<string, unknown>, path: Path) => readableValue(getAt(data, path)) || texts.empty;

  const check = async () => {
    setBusy(true);
    setFailed(false);
    const outcome = await onChecked(mark);
    setBusy(false);
    if (outcome === 'failed') setFailed(true);
    else if (outcome === 'changed since') announce(fill(texts.changedAgain, { field: label }));
    else {
      announce(fill(texts.cleared, { field: label, lang: lang.toUpperCase() }));
      focusField();
    }
  };

  return (
    <div
      // A pasted link or address is one long word: it wraps rather than widening a phone's page.
      className="mt-3 rounded-md border-s-4 border-navy-700 bg-accent-400/20 p-3 text-sm [overflow-wrap:anywhere]"
      data-outdated={mark.field}
      data-outdated-from={from}
    >
      <p className="font-semibold text-navy-950">
        {fill(texts.marked, { language: strings.languageNames[from], date: formatDateTime(mark.at, ui), by: mark.by })}
      </p>
      {!mark.beforeKept && <p className="mt-1">{fill(texts.beforeGone, { language: strings.languageNames[from] })}</p>}
      <dl className="mt-2 space-y-2">
        {paths.map((path) => (
          <div key={fieldPath(path)} className="min-w-0 space-y-1">
            <dt className={paths.length > 1 || path.length > 1 ? 'font-medium' : 'sr-only'}>{pathLabel(fields, path, ui)}</dt>
            {mark.beforeKept && (
              <dd className="text-steel-700" lang={from}>
                <span className="font-medium">{texts.before}: </span>
                <del>{value(before, path)}</del>
              </dd>
            )}
            <dd lang={from}>
              {mark.beforeKept && <span className="font-medium">{texts.now}: </span>}
              <ins className="no-underline">{value(now, path)}</ins>
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => void check()}
        disabled={busy}
        aria-label={fill(texts.checkedLabel, { field: label, lang: lang.toUpperCase() })}
        // Clear of the editor's sticky save bar when tabbed to.
        className="mt-3 min-h-11 scroll-mt-6 scroll-mb-28 rounded-md bg-white px-3 font-semibold ring-1 ring-steel-500 hover:bg-steel-100 disabled:opacity-60"
        data-outdated-checked={mark.field}
      >
        {texts.checked}
      </button>
      {failed && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {texts.failed}
        </p>
      )}
    </div>
  );
}
