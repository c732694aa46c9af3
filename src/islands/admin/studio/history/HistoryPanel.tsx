/**
 * A unit's history in one language: each revision with who saved it, when and which fields it
 * changed; any revision compared with the current one, field by field, and restored (a restore
 * is a new revision, so it can itself be undone).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { ContentRevision } from '../../../../admin-api/contract';
import { LoadFailed } from '../../LoadFailed';
import { onDemand } from '../../on-demand';
import { adminStrings, fill } from '../../strings';
import { fetchHistory, type StudioUnit } from '../base/api';
import type { StudioStrings } from '../base/strings';
import type { Data } from '../unit/unit-data';

// The list, its comparisons and restores come with the first opening: most edits never open it.
const Revisions = onDemand(() => import('./HistoryRevisions').then((module) => module.HistoryRevisions));

interface Props {
  unit: StudioUnit;
  ui: AdminLang;
  strings: StudioStrings;
  fields: readonly FieldDescription[];
  /** The unit as saved now (not the editor's unsaved changes; null: a deleted item's), and its revision: a new one reloads an open history. */
  current: Data | null;
  revision: number;
  /** Unsaved changes block a restore: it would replace them. */
  dirty: boolean;
  /** Null for a deleted item: it comes back whole, in every language (the notice's Restore). */
  onRestore: ((revision: number) => void) | null;
  handleError: (error: unknown) => boolean;
}

export function HistoryPanel({ unit, ui, strings, fields, current, revision: currentRevision, dirty, onRestore, handleError }: Props) {
  const texts = strings.history;
  const [revisions, setRevisions] = useState<ContentRevision[] | null | 'failed'>(null);

  const { lang, key, item } = unit;
  const load = useCallback(() => {
    fetchHistory({ lang, key, item }).then(setRevisions, (error: unknown) => {
      if (!handleError(error)) setRevisions('failed');
    });
  }, [lang, key, item, handleError]);

  // A save or a restore made a new revision: an open history shows it, without closing.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) load();
  }, [currentRevision, load]);

  return (
    <details
      // min-w-0: a grid column no wider than the screen, whatever a compared value holds.
      className="min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200"
      onToggle={(event) => {
        if (!(event.currentTarget as HTMLDetailsElement).open || opened.current) return;
        opened.current = true;
        Revisions.preload();
        load();
      }}
      data-history={unit.lang}
    >
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {fill(texts.show, { lang: strings.languageNames[unit.lang] })}
      </summary>
      {revisions === null && <p role="status">{strings.image.loading}</p>}
      {revisions === 'failed' && <p className="text-red-800">{texts.loadFailed}</p>}
      {Array.isArray(revisions) && (
        <Revisions
          revisions={revisions}
          unit={unit}
          ui={ui}
          strings={strings}
          fields={fields}
          current={current}
          dirty={dirty}
          onRestore={onRestore}
          fallback={<p role="status">{strings.image.loading}</p>}
          failed={(retry) => <LoadFailed message={texts.loadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />}
        />
      )}
      {dirty && (
        <p id={`restore-${unit.lang}-note`} className="mt-3 text-sm text-steel-700">
          {texts.unsavedFirst}
        </p>
      )}
    </details>
  );
}
