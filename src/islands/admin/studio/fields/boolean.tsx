/** A yes or no (a project's "completed", "on the slider"): a check box labelled by the field's name. */
import type { FieldKindModule } from './kind/field-kind';
import { LanguageTag, Problem } from './kind/parts';

export const parseBoolean = (checked: boolean): boolean => checked;

export const booleanKind: FieldKindModule = {
  parse: parseBoolean,
  framed: false,
  Input: function BooleanInput({ field, path, context, frame }) {
    const { problemId, problem, value, name, label, described } = frame;
    return (
      <div data-field={name}>
        <label className="inline-flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => context.change(path, parseBoolean(event.target.checked))}
            className="size-5"
            {...described}
          />
          {label}
          <LanguageTag lang={context.lang} field={field} />
        </label>
        <Problem id={problemId} message={problem} />
      </div>
    );
  },
};
