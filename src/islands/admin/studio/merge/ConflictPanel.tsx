/**
 * The conflict screen: a save was refused because someone saved the same unit since the editor
 * opened it (409), and both changed a field differently. Each such field is shown side by side
 * (yours, theirs, who changed it and when); the editor keeps either per field and saves again
 * from their revision. What only they changed is taken from their save, and said so.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { fieldPath } from '../../../../content/errors';
import type { Path } from '../../../../content/field-changes';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { ContentRevision } from '../../../../admin-api/contract';
import { fill, formatDateTime } from '../../strings';
import { fetchHistory, type StudioUnit } from '../base/api';
import { panelStrings } from '../base/panel-strings';
import type { StudioStrings } from '../base/strings';
import { readableValue, getAt, pathLabel, type Data } from '../unit/unit-data';
import type { Conflict } from './side-merge';
import { MarkedRichText } from './MarkedRichText';
import { areRichTexts, markedVersions } from './rich-text-differences';

interface Props {
  unit: StudioUnit;
  ui: AdminLang;
  strings: StudioStrings;
  fields: readonly FieldDescription[];
  mine: Data;
  /** The revision the editor started from: saves after it are theirs. */
  base: number | null;
  conflict: Conflict;
  /** Saves their version with the editor's changes, and the editor's side of each field in `keepMine`. */
  onResolve: (keepMine: ReadonlySet<string>) => void;
  busy: boolean;
  /** The first conflict shown takes the focus: its code may arrive after the editor noticed the conflict. */
  takesFocus: boolean;
}

/** Who last changed a field after the editor's revision, from the unit's history (newest first). */
function lastChangeOf(history: readonly ContentRevision[], path: Path, base: number | null): ContentRevision | undefined {
  const text = fieldPath(path);
  return history.find(
    (revision) =>
      revision.revision > (base ?? -1) &&
      revision.changed.some(
        (changed) => changed === text || changed.startsWith(`${text}.`) || changed.startsWith(`${text}[`) || text.startsWith(changed),
      ),
  );
}

export function ConflictPanel({ unit, ui, strings, fields, mine, base, conflict, onResolve, busy, takesFocus }: Props) {
  const texts = { ...strings.conflict, ...panelStrings[ui].conflict };
  const { theirs, plan } = conflict;
  const paths = plan.conflicting;
  // A rich text merged by its blocks holds their blocks too.
  const taken = [...plan.fromTheirs, ...plan.combined.map((entry) => entry.path)];
  const { lang, key, item } = unit;
  const [keep, setKeep] = useState<Record<string, 'mine' | 'theirs'>>({});
  const [history, setHistory] = useState<ContentRevision[]>([]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (takesFocus) heading.current?.focus();
    // Only when it appears: later renders leave the focus where the editor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    // Who changed which field is a help, not a need: without the history the latest save names them.
    fetchHistory({ lang, key, item }).then(
      (revisions) => current && setHistory(revisions),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, key, item, theirs.revision]);

  const someone = (by: string | null) => by ?? texts.someone;
  const when = (at: string | null) => (at ? formatDateTime(at, ui) : '');

  const resolve = () => onResolve(new Set(paths.map((path) => fieldPath(path)).filter((text) => (keep[text] ?? 'mine') === 'mine')));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-s-4 border-accent-500 bg-white p-4 shadow-sm"
      data-conflict={unit.lang}
    >
      <h2 ref={heading} id={headingId} className="text-lg font-bold" tabIndex={-1} data-conflict-heading>
        {texts.heading} ({unit.lang.toUpperCase()})
      </h2>
      <p className="mt-1 max-w-prose">
        {fill(texts.intro, {
          lang: strings.languageNames[unit.lang],
          by: someone(theirs.updatedBy),
          date: when(theirs.updatedAt),
          revision: theirs.revision,
        })}
      </p>
      {taken.length > 0 && (
        <p className="mt-2 max-w-prose text-sm" data-conflict-taken>
          {fill(strings.editor.mergedTheirs, { fields: taken.map((path) => pathLabel(fields, path, ui)).join(', ') })}
        </p>
      )}
      <ul className="mt-4 space-y-4">
        {paths.map((path) => {
          const key = fieldPath(path);
          const change = lastChangeOf(history, path, base);
          const name = `keep-${unit.lang}-${key}`;
          const choice = keep[key] ?? 'mine';
          const [mineValue, theirsValue] = [getAt(mine, path), getAt(theirs.data, path)];
          // A rich text reads block by block, what differs marked; any other field as its text.
          const marked = areRichTexts(mineValue, theirsValue) ? markedVersions(mineValue, theirsValue) : null;
          const shown = (side: 'mine' | 'theirs', value: unknown) =>
            marked ? (
              <MarkedRichText blocks={marked[side]} starts={texts.differenceStarts} ends={texts.differenceEnds} empty={texts.empty} />
            ) : (
              readableValue(value) || texts.empty
            );
          return (
            <li key={key} className="rounded-md ring-1 ring-steel-200" data-conflict-field={key}>
              <fieldset className="p-3">
                <legend className="px-1 font-semibold">{pathLabel(fields, path, ui)}</legend>
                {marked && (
                  <p className="mb-2 text-sm text-steel-700" data-conflict-legend>
                    {texts.differencesMarked}
                  </p>
                )}
                <div className="grid gap-3 md:grid-cols-2">
                  <label className={`block rounded-md p-3 ring-2 ${choice === 'mine' ? 'ring-navy-700' : 'ring-steel-200'}`}>
                    <span className="flex items-center gap-2 font-semibold">
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'mine'}
                        onChange={() => setKeep({ ...keep, [key]: 'mine' })}
                        className="size-5"
                      />
                      {texts.keepYours}
                    </span>
                    <span className="mt-1 block text-sm text-steel-700">{texts.yours}</span>
                    <span className="mt-1 block break-words" lang={unit.lang} data-conflict-mine>
                      {shown('mine', mineValue)}
                    </span>
                  </label>
                  <label className={`block rounded-md p-3 ring-2 ${choice === 'theirs' ? 'ring-navy-700' : 'ring-steel-200'}`}>
                    <span className="flex items-center gap-2 font-semibold">
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'theirs'}
                        onChange={() => setKeep({ ...keep, [key]: 'theirs' })}
                        className="size-5"
                        data-keep-theirs
                      />
                      {texts.keepTheirs}
                    </span>
                    <span className="mt-1 block text-sm text-steel-700">
                      {fill(texts.theirs, { by: someone(change?.updatedBy ?? theirs.updatedBy) })}
                      {(change?.updatedAt ?? theirs.updatedAt) && `, ${when(change?.updatedAt ?? theirs.updatedAt)}`}
                    </span>
                    <span className="mt-1 block break-words" lang={unit.lang} data-conflict-theirs>
                      {shown('theirs', theirsValue)}
                    </span>
                  </label>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={resolve}
        disabled={busy}
        className="mt-4 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700 disabled:opacity-60"
        data-conflict-apply
      >
        {texts.apply}
      </button>
    </section>
  );
}
