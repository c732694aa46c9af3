/** What every field's control shows alike: its label with the content's language, its problem, and the ids they share. */
import type { ReactNode } from 'react';
import { fieldPath } from '../../../../../content/errors';
import type { FieldDescription } from '../../../../../content/field-meta';
import type { Lang } from '../../../../../i18n/routes';
import { controlId, getAt, type Path } from '../../unit/unit-data';
import type { FieldContext, FieldInputProps, Frame } from './field-kind';

export const inputClass =
  'mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';
export const smallButton =
  'min-h-11 rounded-md px-3 text-sm font-semibold text-navy-900 ring-1 ring-steel-500 hover:bg-steel-100 disabled:opacity-40';

export const idOf = (context: FieldContext, path: Path) => controlId([], context.idBase, path);

/** The content language a control writes; none on a fact set once, which every language holds. */
export function LanguageTag({ lang, field }: { lang: Lang; field: FieldDescription }) {
  if (field.shared) return null;
  return <span className="ms-2 rounded bg-steel-200 px-1.5 py-0.5 text-xs font-semibold uppercase text-navy-900">{lang}</span>;
}

export function Problem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800" data-field-problem>
      {message}
    </p>
  );
}

/** The field's name in the admin's language, its content language, and whether it may stay empty. */
function FieldName({ field, context }: { field: FieldDescription; context: FieldContext }): ReactNode {
  const { lang, ui, strings } = context;
  return (
    <>
      {field.label[ui]}
      <LanguageTag lang={lang} field={field} />
      {field.optional && <span className="ms-1 text-sm font-normal text-steel-700">({strings.editor.optional})</span>}
    </>
  );
}

/**
 * A field's box: its name (the label of its control, or with `named` a paragraph that names
 * it by id), the control, its problem, and the "fill from" buttons where it has them.
 */
export function FieldBox({
  field,
  context,
  frame,
  named,
  fill,
  children,
}: Pick<FieldInputProps, 'field' | 'context' | 'frame'> & { named: boolean; fill: ReactNode; children: ReactNode }) {
  const name = <FieldName field={field} context={context} />;
  return (
    <div data-field={frame.name}>
      {named ? (
        <p id={`${frame.id}-label`} className="block font-medium">
          {name}
        </p>
      ) : (
        <label htmlFor={frame.id} className="block font-medium">
          {name}
        </label>
      )}
      {children}
      <Problem id={frame.problemId} message={frame.problem} />
      {fill}
    </div>
  );
}

/** A control's id, its problem's id and message, its value, and the attributes that tie the two together. */
export function frameOf({ field, path, context }: { field: FieldDescription; path: Path; context: FieldContext }): Frame {
  const id = idOf(context, path);
  const problemId = `${id}-problem`;
  const problem = context.problems.get(fieldPath(path));
  return {
    id,
    problemId,
    problem,
    value: getAt(context.data, path),
    name: fieldPath(path),
    label: field.label[context.ui],
    described: { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? problemId : undefined },
  };
}

/** The fields a form shows: none set by where the document lives, and no alt text apart from its image. */
export function shownFields(fields: readonly FieldDescription[]): FieldDescription[] {
  const altKeys = new Set(fields.flatMap((field) => (field.alt ? [field.alt] : [])));
  return fields.filter((field) => !field.fixed && !altKeys.has(field.key));
}
