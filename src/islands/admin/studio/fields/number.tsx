/** A whole number (an order, a figure): an empty box is no number, not zero. */
import type { FieldKindModule } from './kind/field-kind';
import { inputClass } from './kind/parts';

export function parseNumber(input: string): number | undefined {
  return input.trim() === '' ? undefined : Number(input);
}

export const numberKind: FieldKindModule = {
  parse: parseNumber,
  framed: 'label',
  Input: ({ path, context, frame }) => (
    <input
      id={frame.id}
      type="number"
      inputMode="numeric"
      value={typeof frame.value === 'number' ? frame.value : ''}
      onChange={(event) => context.change(path, parseNumber(event.target.value))}
      className={`${inputClass} max-w-40`}
      {...frame.described}
    />
  ),
};
