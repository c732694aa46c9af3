/** A plain text of paragraphs (declared `longText` in schemas.ts): a text area as tall as what it holds. */
import type { FieldKindModule } from '../kind/field-kind';
import { inputClass } from '../kind/parts';
import { parseText } from './text';

/** Tall enough for what the text holds (about 60 characters a line), within reason. */
export const textRows = (text: string) => Math.min(12, Math.max(3, Math.ceil(text.length / 60) + text.split('\n').length - 1));

export const longTextKind: FieldKindModule = {
  parse: parseText,
  framed: 'label',
  fills: true,
  Input: ({ field, path, context, frame, fillFromOther }) => {
    const text = typeof frame.value === 'string' ? frame.value : '';
    return (
      <textarea
        id={frame.id}
        lang={context.lang}
        rows={textRows(text)}
        value={text}
        onChange={(event) => context.change(path, parseText(event.target.value, field))}
        onKeyDown={fillFromOther.onKeyDown}
        className={inputClass}
        {...frame.described}
      />
    );
  },
};
