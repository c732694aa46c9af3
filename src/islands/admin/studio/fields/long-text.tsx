/** A plain text of paragraphs (declared `longText` in schemas.ts): a text area as tall as what it holds. */
import type { FieldKindModule } from './field-kind';
import { FieldLabel, frameOf, inputClass, Problem } from './parts';
import { parseText } from './text';
import { useFillFromOther } from './use-fill-from-other';

/** Tall enough for what the text holds (about 60 characters a line), within reason. */
export const textRows = (text: string) => Math.min(12, Math.max(3, Math.ceil(text.length / 60) + text.split('\n').length - 1));

export const longTextKind: FieldKindModule = {
  parse: parseText,
  Input: function LongTextInput(props) {
    const { field, path, context } = props;
    const { id, problemId, problem, value, name, described } = frameOf(props);
    const fillFromOther = useFillFromOther(field, path, context);
    const text = typeof value === 'string' ? value : '';
    return (
      <div data-field={name}>
        <FieldLabel htmlFor={id} field={field} context={context} />
        <textarea
          id={id}
          lang={context.lang}
          rows={textRows(text)}
          value={text}
          onChange={(event) => context.change(path, parseText(event.target.value, field))}
          onKeyDown={fillFromOther.onKeyDown}
          className={inputClass}
          {...described}
        />
        <Problem id={problemId} message={problem} />
        {fillFromOther.controls}
      </div>
    );
  },
};
