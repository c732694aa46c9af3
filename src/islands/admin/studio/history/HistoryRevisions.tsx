/**
 * The revisions of an opened history: who saved each and when, which fields it changed, any of
 * them compared with the current one, field by field, and restored.
 */
import { useState } from 'react';
import { fieldPath } from '../../../../content/errors';
import { changedPaths } from '../../../../content/field-changes';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { ContentRevision } from '../../../../admin-api/contract';
import { fill, formatDateTime } from '../../strings';
import type { StudioUnit } from '../base/api';
import { panelStrings } from '../base/panel-strings';
import type { StudioStrings } from '../base/strings';
import { keptData } from './deleted-items';
import { getAt, parseFieldPath, pathLabel, readableValue, type Data } from '../unit/unit-data';

interface Props {
  revisions: ContentRevision[];
  unit: StudioUnit;
  ui: AdminLang;
  strings: StudioStrings;
  fields: readonly FieldDescription[];
  /** Null for a deleted item: its revisions are compared with the last one before the deletion. */
  current: Data | null;
  dirty: boolean;
  onRestore: ((revision: number) => void) | null;
}

export function HistoryRevisions({ revisions, unit, ui, strings, fields, current, dirty, onRestore }: Props) {
  const all = { ...strings.history, ...panelStrings[ui].revisions };
  const deleted = current === null;
  const texts = deleted ? { ...all, compare: all.compareKept, current: all.kept, same: all.sameKept } : all;
  const comparedWith = current ?? keptData(revisions);
  const [compared, setCompared] = useState<number | null>(null);
  const labels = (changed: string[]) => changed.map((text) => pathLabel(fields, parseFieldPath(text), ui)).join(', ');
  return (
    <ol className="mt-3 space-y-3">
      {revisions.map((revision, position) => {
        const differences = revision.data && comparedWith ? changedPaths(revision.data, comparedWith) : [];
        return (
          <li key={revision.revision} className="rounded-md p-3 ring-1 ring-steel-200" data-revision={revision.revision}>
            <p className="font-semibold">
              {revision.revision === 0 ? texts.snapshot : fill(texts.revision, { revision: revision.revision })}
              {position === 0 && !deleted && <span className="ms-2 rounded bg-steel-200 px-1.5 py-0.5 text-xs">{all.current}</span>}
            </p>
            {revision.updatedAt && (
              <p className="text-sm text-steel-700">
                {fill(texts.by, { date: formatDateTime(revision.updatedAt, ui), by: revision.updatedBy ?? '' })}
              </p>
            )}
            {revision.data === null ? (
              <p className="text-sm">{texts.deletedHere}</p>
            ) : (
              revision.changed.length > 0 && <p className="text-sm">{fill(texts.changed, { fields: labels(revision.changed) })}</p>
            )}
            {position > 0 && revision.data !== null && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-expanded={compared === revision.revision}
                  onClick={() => setCompared(compared === revision.revision ? null : revision.revision)}
                  className="min-h-11 rounded-md px-3 text-sm font-semibold ring-1 ring-steel-500 hover:bg-steel-100"
                >
                  {texts.compare}
                </button>
                {onRestore && (
                  <button
                    type="button"
                    disabled={dirty}
                    aria-describedby={dirty ? `restore-${unit.lang}-note` : undefined}
                    onClick={() => onRestore(revision.revision)}
                    className="min-h-11 rounded-md bg-navy-900 px-3 text-sm font-semibold text-white hover:bg-navy-700 disabled:opacity-50"
                    data-restore={revision.revision}
                  >
                    {texts.restore}
                  </button>
                )}
              </div>
            )}
            {compared === revision.revision && revision.data && (
              <div className="mt-3 overflow-x-auto">
                {differences.length === 0 ? (
                  <p>{texts.same}</p>
                ) : (
                  <table className="w-full table-fixed text-start text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="p-2 text-start">
                          {texts.field}
                        </th>
                        <th scope="col" className="p-2 text-start">
                          {fill(texts.then, { revision: revision.revision })}
                        </th>
                        <th scope="col" className="p-2 text-start">
                          {texts.current}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {differences.map((path) => (
                        <tr key={fieldPath(path)} className="border-t border-steel-200 align-top">
                          <th scope="row" className="p-2 text-start font-medium [overflow-wrap:anywhere]">
                            {pathLabel(fields, path, ui)}
                          </th>
                          <td className="p-2 [overflow-wrap:anywhere]" lang={unit.lang}>
                            {readableValue(getAt(revision.data, path))}
                          </td>
                          <td className="p-2 [overflow-wrap:anywhere]" lang={unit.lang}>
                            {readableValue(getAt(comparedWith, path))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
