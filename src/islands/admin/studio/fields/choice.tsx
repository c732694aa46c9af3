/** One of the schema's options; an optional choice may be "not set" (''), which leaves the field out as an empty text does. */
import type { FieldKindModule } from './kind/field-kind';
import { inputClass } from './kind/parts';
import { parseText } from './text/text';

export const choiceKind: FieldKindModule = {
  parse: parseText,
  framed: 'label',
  Input: ({ field, path, context, frame }) => (
    <select
      id={frame.id}
      value={String(frame.value ?? '')}
      onChange={(event) => context.change(path, parseText(event.target.value, field))}
      className={inputClass}
      {...frame.described}
    >
      {field.optional && <option value="">{context.strings.editor.notSet}</option>}
      {(field.choices ?? []).map((choice) => (
        <option key={choice} value={choice}>
          {field.choiceLabels?.[choice]?.[context.ui] ?? choice}
        </option>
      ))}
    </select>
  ),
};
