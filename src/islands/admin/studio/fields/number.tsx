/** A whole number (an order, a figure): an empty box is no number, not zero. */
import type { FieldKindModule } from './field-kind';
import { FieldLabel, frameOf, inputClass, Problem } from './parts';

export function parseNumber(input: string): number | undefined {
  return input.trim() === '' ? undefined : Number(input);
}

export const numberKind: FieldKindModule = {
  parse: parseNumber,
  Input: function NumberInput(props) {
    const { field, path, context } = props;
    const { id, problemId, problem, value, name, described } = frameOf(props);
    return (
      <div data-field={name}>
        <FieldLabel htmlFor={id} field={field} context={context} />
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => context.change(path, parseNumber(event.target.value))}
          className={`${inputClass} max-w-40`}
          {...described}
        />
        <Problem id={problemId} message={problem} />
      </div>
    );
  },
};
