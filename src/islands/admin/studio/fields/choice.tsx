/** One of the schema's options; an optional choice may be "not set", which leaves the field out. */
import type { FieldDescription } from '../../../../content/field-meta';
import type { FieldKindModule } from './field-kind';
import { FieldLabel, frameOf, inputClass, Problem } from './parts';

export function parseChoice(input: string, field: FieldDescription): string | undefined {
  return input === '' && field.optional ? undefined : input;
}

export const choiceKind: FieldKindModule = {
  parse: parseChoice,
  Input: function ChoiceInput(props) {
    const { field, path, context } = props;
    const { id, problemId, problem, value, name, described } = frameOf(props);
    return (
      <div data-field={name}>
        <FieldLabel htmlFor={id} field={field} context={context} />
        <select
          id={id}
          value={String(value ?? '')}
          onChange={(event) => context.change(path, parseChoice(event.target.value, field))}
          className={inputClass}
          {...described}
        >
          {field.optional && <option value="">{context.strings.editor.notSet}</option>}
          {(field.choices ?? []).map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
        <Problem id={problemId} message={problem} />
      </div>
    );
  },
};
