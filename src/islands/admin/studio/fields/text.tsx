/**
 * A text on one line, and the one-line control the other texts of one line (url, email, date)
 * share: what the editor types is stored as typed, an optional field left empty is absent.
 */
import type { FieldDescription } from '../../../../content/field-meta';
import type { FieldInputProps, FieldKindModule } from './field-kind';
import { FieldLabel, frameOf, inputClass, Problem } from './parts';
import { useFillFromOther } from './use-fill-from-other';

export function parseText(input: string, field: FieldDescription): string | undefined {
  return input === '' && field.optional ? undefined : input;
}

/** A one-line box of `type`; `words`: a text in the content's language (its lang, spelling checked), not an address or a date. */
export function LineInput({ type, words, ...props }: FieldInputProps & { type: 'text' | 'url' | 'email'; words: boolean }) {
  const { field, path, context } = props;
  const { id, problemId, problem, value, name, described } = frameOf(props);
  const fillFromOther = useFillFromOther(field, path, context);
  return (
    <div data-field={name}>
      <FieldLabel htmlFor={id} field={field} context={context} />
      <input
        id={id}
        type={type}
        lang={words ? context.lang : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => context.change(path, parseText(event.target.value, field))}
        onKeyDown={fillFromOther.onKeyDown}
        spellCheck={words}
        className={inputClass}
        {...described}
      />
      <Problem id={problemId} message={problem} />
      {fillFromOther.controls}
    </div>
  );
}

export const textKind: FieldKindModule = {
  parse: parseText,
  Input: (props) => <LineInput {...props} type="text" words />,
};
