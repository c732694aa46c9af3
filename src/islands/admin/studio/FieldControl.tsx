/**
 * One field of a unit in one language, as its description (src/content/field-meta.ts) says:
 * the control for its kind, its label in the admin's language, the schema's message at the
 * field as the editor types, and "fill from" each other language (with its undo). Groups and
 * lists render their fields with this same component.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldPath } from '../../../content/errors';
import type { FieldDescription } from '../../../content/field-meta';
import type { Lang } from '../../../i18n/routes';
import { fill } from '../strings';
import { ImageField, type ImagePreviews } from './ImageField';
import { MoveToPosition } from './MoveToPosition';
import { canUndo, fillSources, type Fill } from './fill-from';
import { RichTextField } from './RichTextField';
import type { StudioStrings } from './strings';
import { blankValue, controlId, getAt, isEmpty, type Data, type Path } from './unit-data';

export interface FieldContext {
  /** The content's language. */
  lang: Lang;
  /** The admin's language. */
  ui: Lang;
  strings: StudioStrings;
  data: Data;
  /** The other languages' values, each a source to fill a field from. */
  others: readonly { lang: Lang; data: Data }[];
  problems: ReadonlyMap<string, string>;
  change: (path: Path, value: unknown) => void;
  announce: (text: string) => void;
  previews: ImagePreviews;
  handleError: (error: unknown) => boolean;
  idBase: string;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';
const smallButton =
  'min-h-11 rounded-md px-3 text-sm font-semibold text-navy-900 ring-1 ring-steel-500 hover:bg-steel-100 disabled:opacity-40';

/** Plain texts that read as paragraphs rather than one line. */
const LONG_TEXT = /description|lead|text|paragraph|intro|message|notice|content/i;

/** Tall enough for what the text holds (about 60 characters a line), within reason. */
const textRows = (text: string) => Math.min(12, Math.max(3, Math.ceil(text.length / 60) + text.split('\n').length - 1));

const idOf = (context: FieldContext, path: Path) => controlId([], context.idBase, path);

function LanguageTag({ lang }: { lang: Lang }) {
  return <span className="ms-2 rounded bg-steel-200 px-1.5 py-0.5 text-xs font-semibold uppercase text-navy-900">{lang}</span>;
}

function Problem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800" data-field-problem>
      {message}
    </p>
  );
}

interface FillFromOther {
  /** The fill buttons and, right after a fill, its Undo. */
  controls: ReactNode;
  /** A text box's key handler: Ctrl+Z (⌘Z) right after a fill takes it back. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * "Fill from" each other language that has a value this field does not: it replaces what the
 * field holds, and an Undo beside it (Ctrl+Z in a text box) brings that back.
 */
function useFillFromOther(field: FieldDescription, path: Path, context: FieldContext): FillFromOther {
  const { strings, ui, others } = context;
  const [last, setLast] = useState<Fill | null>(null);
  const current = getAt(context.data, path);
  const sources = fillSources(
    current,
    others.map(({ lang, data }) => ({ lang, value: getAt(data, path) })),
  );
  const undoable = canUndo(last, current);
  const id = `${idOf(context, path)}-fill`;
  const focusLater = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id} ${selector}`)?.focus());
  const fillFrom = (lang: Lang) => {
    const value = structuredClone(getAt(others.find((other) => other.lang === lang)?.data, path));
    setLast({ from: lang, previous: current, filled: value });
    context.change(path, value);
    context.announce(fill(strings.editor.filled, { field: field.label[ui], lang: strings.languageNames[lang] }));
    // The pressed button is gone (the field holds its text now): the focus goes to the Undo in its place.
    focusLater('[data-fill-undo]');
  };
  const undo = () => {
    if (!undoable) return false;
    context.change(path, last.previous);
    setLast(null);
    context.announce(fill(strings.editor.fillUndone, { field: field.label[ui] }));
    focusLater('[data-fill-from]');
    return true;
  };
  const controls =
    sources.length > 0 || undoable ? (
      <div id={id} className="mt-1 flex flex-wrap gap-2">
        {sources.map((lang) => (
          <button type="button" key={lang} className={smallButton} onClick={() => fillFrom(lang)} data-fill-from={lang}>
            {fill(isEmpty(current) ? strings.editor.fillFrom : strings.editor.replaceFrom, { lang: strings.languageNames[lang] })}
          </button>
        ))}
        {undoable && (
          <button
            type="button"
            className={smallButton}
            onClick={undo}
            aria-label={fill(strings.editor.undoFillLabel, { field: field.label[ui], lang: strings.languageNames[last.from] })}
            data-fill-undo={last.from}
          >
            {strings.editor.undoFill}
          </button>
        )}
      </div>
    ) : null;
  return {
    controls,
    onKeyDown: (event) => {
      const key = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
      if (key && undo()) event.preventDefault();
    },
  };
}

interface Props {
  field: FieldDescription;
  path: Path;
  context: FieldContext;
  /** The sibling holding this image's alt text, when the field has one. */
  siblings?: readonly FieldDescription[];
}

function FieldControl({ field, path, context, siblings = [] }: Props): ReactNode {
  const { lang, ui, strings, problems, change } = context;
  const id = idOf(context, path);
  const problemId = `${id}-problem`;
  const problem = problems.get(fieldPath(path));
  const value = getAt(context.data, path);
  const label = field.label[ui];
  const described = { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? problemId : undefined } as const;
  const optional = field.optional ? <span className="ms-1 text-sm font-normal text-steel-700">({strings.editor.optional})</span> : null;
  const labelFor = (htmlFor: string, labelId?: string) => (
    <label htmlFor={htmlFor} id={labelId} className="block font-medium">
      {label}
      <LanguageTag lang={lang} />
      {optional}
    </label>
  );
  const altPath = field.alt ? [...path.slice(0, -1), field.alt] : null;
  const altField = field.alt ? siblings.find((sibling) => sibling.key === field.alt) : undefined;
  const fillFromOther = useFillFromOther(field, path, context);

  switch (field.kind) {
    case 'group':
      return (
        <fieldset className="rounded-md border border-steel-200 p-3" data-field={fieldPath(path)}>
          <legend className="px-1 font-semibold">
            {label}
            <LanguageTag lang={lang} />
          </legend>
          <Fields fields={field.fields ?? []} path={path} context={context} />
          <Problem id={problemId} message={problem} />
        </fieldset>
      );
    case 'list':
      return <ListControl field={field} path={path} context={context} altPath={altPath} fillFromOther={fillFromOther.controls} />;
    case 'image':
      return (
        <div data-field={fieldPath(path)}>
          <ImageField
            id={id}
            label={`${label} (${lang.toUpperCase()})`}
            contentLang={lang}
            value={typeof value === 'string' ? value : ''}
            onChange={(src) => change(path, src === '' && field.optional ? undefined : src)}
            problem={problem}
            optional={field.optional}
            alt={
              altPath && altField
                ? {
                    value: String(getAt(context.data, altPath) ?? ''),
                    onChange: (text) => change(altPath, text === '' && altField.optional ? undefined : text),
                    problem: problems.get(fieldPath(altPath)),
                  }
                : null
            }
            strings={strings}
            previews={context.previews}
            handleError={context.handleError}
            shownAt={field.shownAt?.[ui]}
          />
          {fillFromOther.controls}
        </div>
      );
    case 'richText':
      return (
        <div data-field={fieldPath(path)}>
          <p id={`${id}-label`} className="block font-medium">
            {label}
            <LanguageTag lang={lang} />
            {optional}
          </p>
          <div className="mt-1">
            <RichTextField
              id={id}
              labelId={`${id}-label`}
              value={typeof value === 'string' ? value : ''}
              onChange={(html) => change(path, html === '' && field.optional ? undefined : html)}
              lang={lang}
              uiLang={ui}
              invalid={Boolean(problem)}
              {...(problem ? { describedBy: problemId } : {})}
            />
          </div>
          <Problem id={problemId} message={problem} />
          {fillFromOther.controls}
        </div>
      );
    case 'boolean':
      return (
        <div data-field={fieldPath(path)}>
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={value === true}
              onChange={(event) => change(path, event.target.checked)}
              className="size-5"
              {...described}
            />
            {label}
            <LanguageTag lang={lang} />
          </label>
          <Problem id={problemId} message={problem} />
        </div>
      );
    case 'choice':
      return (
        <div data-field={fieldPath(path)}>
          {labelFor(id)}
          <select
            id={id}
            value={String(value ?? '')}
            onChange={(event) => change(path, event.target.value)}
            className={inputClass}
            {...described}
          >
            {field.optional && <option value="">{strings.editor.notSet}</option>}
            {(field.choices ?? []).map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
          <Problem id={problemId} message={problem} />
        </div>
      );
    case 'number':
      return (
        <div data-field={fieldPath(path)}>
          {labelFor(id)}
          <input
            id={id}
            type="number"
            inputMode="numeric"
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => change(path, event.target.value === '' ? undefined : Number(event.target.value))}
            className={`${inputClass} max-w-40`}
            {...described}
          />
          <Problem id={problemId} message={problem} />
        </div>
      );
    default: {
      const text = typeof value === 'string' ? value : '';
      const onText = (next: string) => change(path, next === '' && field.optional ? undefined : next);
      const multiline = field.kind === 'text' && (LONG_TEXT.test(field.key) || text.length > 80 || text.includes('\n'));
      const type = field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : 'text';
      return (
        <div data-field={fieldPath(path)}>
          {labelFor(id)}
          {multiline ? (
            <textarea
              id={id}
              lang={lang}
              rows={textRows(text)}
              value={text}
              onChange={(event) => onText(event.target.value)}
              onKeyDown={fillFromOther.onKeyDown}
              className={inputClass}
              {...described}
            />
          ) : (
            <input
              id={id}
              type={type}
              lang={field.kind === 'text' ? lang : undefined}
              value={text}
              onChange={(event) => onText(event.target.value)}
              onKeyDown={fillFromOther.onKeyDown}
              spellCheck={field.kind === 'text'}
              className={inputClass}
              {...described}
            />
          )}
          <Problem id={problemId} message={problem} />
          {fillFromOther.controls}
        </div>
      );
    }
  }
}

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

/** A list: each entry with remove and move (a place up or down, or to any place), and a button to add one. */
function ListControl({
  field,
  path,
  context,
  altPath,
  fillFromOther,
}: {
  field: FieldDescription;
  path: Path;
  context: FieldContext;
  altPath: Path | null;
  fillFromOther: ReactNode;
}) {
  const { lang, ui, strings, change, problems } = context;
  const entries = (getAt(context.data, path) as unknown[] | undefined) ?? [];
  // One alt text per image, in step with the images even where older content has none.
  const alts = altPath ? entries.map((_, index) => String((getAt(context.data, altPath) as unknown[] | undefined)?.[index] ?? '')) : null;
  const label = field.label[ui];
  const entryField: FieldDescription = field.fields
    ? { key: field.key, label: field.label, kind: 'group', optional: false, fixed: false, fields: field.fields }
    : { key: field.key, label: field.label, kind: field.entry ?? 'text', optional: false, fixed: false };
  const problem = problems.get(fieldPath(path));
  const id = idOf(context, path);

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
      data-field={fieldPath(path)}
      aria-describedby={field.shownAt ? `${id}-where` : undefined}
    >
      <legend className="px-1 font-semibold">
        {label}
        <LanguageTag lang={lang} />
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
                />
              ) : (
                <FieldControl
                  field={{ ...entryField, label: { ...entryField.label, [ui]: entryLabel } }}
                  path={entryPath}
                  context={context}
                />
              )}
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
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${id}-add`}
        className={`${smallButton} mt-3`}
        onClick={() => rearrange((list, blank) => [...list, blank])}
        aria-label={fill(strings.editor.addEntry, { field: label })}
      >
        {strings.editor.add}
      </button>
      <Problem id={`${id}-problem`} message={problem} />
      {fillFromOther}
    </fieldset>
  );
}

/** The fields of a unit or a group, the alt texts shown with their images rather than on their own. */
export function Fields({ fields, path, context }: { fields: readonly FieldDescription[]; path: Path; context: FieldContext }) {
  const altKeys = new Set(fields.flatMap((field) => (field.alt ? [field.alt] : [])));
  return (
    <div className="space-y-4">
      {fields
        .filter((field) => !field.fixed && !altKeys.has(field.key))
        .map((field) => (
          <FieldControl key={field.key} field={field} path={[...path, field.key]} context={context} siblings={fields} />
        ))}
    </div>
  );
}
