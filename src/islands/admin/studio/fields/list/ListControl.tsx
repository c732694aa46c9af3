/**
 * A list's control: each entry with remove and move (a place up or down, or to any place), and a
 * button to add one. A list of images keeps its alt texts (the sibling list) in step with its
 * images. Fetched when a unit with a list is edited (list.tsx).
 */
import type { FieldDescription } from '../../../../../content/field-meta';
import { fieldPath } from '../../../../../content/errors';
import { fill } from '../../../strings';
import { ImageField } from '../image/ImageField';
import { MoveToPosition } from '../../list/MoveToPosition';
import { chosenIn } from '../../unit/shared-columns';
import { blankValue, getAt } from '../../unit/unit-data';
import type { FieldInputProps } from '../kind/field-kind';
import { idOf, LanguageTag, Problem, smallButton } from '../kind/parts';

/** How an editor knows an entry of a list: its text, an image's file name, a group's first text, else its number. */
function entryName(value: unknown, fallback: string): string {
  const text =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object'
        ? Object.values(value).find((part): part is string => typeof part === 'string' && part.trim() !== '')
        : undefined;
  if (!text?.trim()) return fallback;
  const shown = text.startsWith('/') ? (text.split('/').at(-1) ?? text) : text.trim();
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}

export function ListControl({ Field, field, path, context, frame, fillFromOther }: FieldInputProps) {
  const { lang, ui, strings, change, problems } = context;
  const { id, problem, name, label } = frame;
  // A list set once (photos) is arranged in one column; the others write only their alt texts.
  const chosenInColumn = chosenIn(field, lang, context.sharedIn, strings.languageNames);
  const altPath = field.alt ? [...path.slice(0, -1), field.alt] : null;
  const entries = (getAt(context.data, path) as unknown[] | undefined) ?? [];
  // One alt text per image, in step with the images even where older content has none.
  const alts = altPath ? entries.map((_, index) => String((getAt(context.data, altPath) as unknown[] | undefined)?.[index] ?? '')) : null;
  const entryField: FieldDescription = field.fields
    ? { key: field.key, label: field.label, kind: 'group', optional: false, fixed: false, fields: field.fields }
    : { key: field.key, label: field.label, kind: field.entry ?? 'text', optional: false, fixed: false };

  // Content from before alt texts has none: a list of blanks is no list, so moving its photos stores none.
  const changeAlts = (next: string[]) => {
    if (altPath) change(altPath, next.every((text) => text === '') ? undefined : next);
  };
  /** Entries and their alt texts change together, so a photo never takes another's description. */
  const rearrange = (edit: <T>(list: T[], blank: T) => T[]) => {
    change(path, edit(entries, blankValue(entryField)));
    if (alts) changeAlts(edit(alts, ''));
  };
  const move = (from: number, to: number) =>
    rearrange((list) => {
      const copy = [...list];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved!);
      return copy;
    });
  const names = entries.map((entry, index) => entryName(entry, fill(strings.editor.entry, { field: label, number: index + 1 })));
  const moveTo = (from: number, to: number) => {
    move(from, to);
    context.announce(fill(strings.move.moved, { name: names[from]!, number: to + 1 }));
    // The entry's controls are in its new place now: the focus follows it there.
    requestAnimationFrame(() => document.getElementById(`${id}-${to}-move`)?.focus());
  };

  return (
    <fieldset
      className="rounded-md border border-steel-200 p-3"
      data-field={name}
      aria-describedby={field.shownAt ? `${id}-where` : undefined}
    >
      <legend className="px-1 font-semibold">
        {label}
        <LanguageTag lang={lang} field={field} />
      </legend>
      {field.shownAt && (
        <p id={`${id}-where`} className="mb-3 max-w-prose text-sm text-steel-700" data-image-where>
          {field.shownAt[ui]}
        </p>
      )}
      <ol className="space-y-3">
        {entries.map((entryValue, index) => {
          const entryLabel = fill(strings.editor.entry, { field: label, number: index + 1 });
          const entryPath = [...path, index];
          return (
            <li key={index} className="rounded-md bg-white p-2 ring-1 ring-steel-200">
              {entryField.kind === 'image' ? (
                <ImageField
                  id={idOf(context, entryPath)}
                  label={`${entryLabel} (${lang.toUpperCase()})`}
                  contentLang={lang}
                  value={typeof entryValue === 'string' ? entryValue : ''}
                  onChange={(src) => change(entryPath, src)}
                  problem={problems.get(fieldPath(entryPath))}
                  optional={false}
                  alt={
                    altPath && alts
                      ? {
                          value: alts[index] ?? '',
                          onChange: (text) => changeAlts(alts.map((old, at) => (at === index ? text : old))),
                          problem: problems.get(fieldPath([...altPath, index])) ?? problems.get(fieldPath(altPath)),
                        }
                      : null
                  }
                  strings={strings}
                  previews={context.previews}
                  handleError={context.handleError}
                  chosenIn={chosenInColumn}
                />
              ) : (
                <Field field={{ ...entryField, label: { ...entryField.label, [ui]: entryLabel } }} path={entryPath} context={context} />
              )}
              {chosenInColumn === undefined && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`${entryLabel}: ${strings.editor.moveUp}`}
                  >
                    {strings.editor.moveUp}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`${entryLabel}: ${strings.editor.moveDown}`}
                  >
                    {strings.editor.moveDown}
                  </button>
                  {entries.length > 2 && (
                    <MoveToPosition
                      id={`${id}-${index}-move`}
                      name={names[index] === entryLabel ? entryLabel : `${entryLabel} (${names[index]})`}
                      names={names}
                      position={index}
                      strings={strings.move}
                      onMove={(to) => moveTo(index, to)}
                    />
                  )}
                  <button
                    type="button"
                    className={`${smallButton} text-red-800`}
                    onClick={() => rearrange((list) => list.filter((_, at) => at !== index))}
                    aria-label={`${entryLabel}: ${strings.editor.removeEntry}`}
                  >
                    {strings.editor.removeEntry}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {chosenInColumn === undefined && (
        <button
          type="button"
          id={`${id}-add`}
          className={`${smallButton} mt-3`}
          onClick={() => rearrange((list, blank) => [...list, blank])}
          aria-label={fill(strings.editor.addEntry, { field: label })}
        >
          {strings.editor.add}
        </button>
      )}
      <Problem id={`${id}-problem`} message={problem} />
      {fillFromOther.controls}
    </fieldset>
  );
}
