/**
 * A text on one line, and the one-line control the other texts of one line (url, email, date)
 * share: what the editor types is stored as typed, an optional field left empty is absent.
 */
import type { FieldDescription } from '../../../../../content/field-meta';
import type { FieldKindModule } from '../kind/field-kind';
import { inputClass } from '../kind/parts';

export function parseText(input: string, field: FieldDescription): string | undefined {
  return input === '' && field.optional ? undefined : input;
}

/**
 * The module of a kind edited on one line as text: a box of `type`; `words`, a text in the
 * content's language (its lang, its spelling checked), not an address or a date.
 */
export const lineKind = (type: 'text' | 'url' | 'email', words: boolean): FieldKindModule => ({
  parse: parseText,
  framed: 'label',
  fills: true,
  Input: ({ field, path, context, frame, fillFromOther }) => (
    <input
      id={frame.id}
      type={type}
      lang={words ? context.lang : undefined}
      value={typeof frame.value === 'string' ? frame.value : ''}
      onChange={(event) => context.change(path, parseText(event.target.value, field))}
      onKeyDown={fillFromOther.onKeyDown}
      spellCheck={words}
      className={inputClass}
      {...frame.described}
    />
  ),
});

export const textKind = lineKind('text', true);
