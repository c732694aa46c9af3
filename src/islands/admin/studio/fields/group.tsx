/** Fields that belong together (an address, a counter): a fieldset of their controls, an image beside its alt text. */
import type { FieldKindModule } from './kind/field-kind';
import { LanguageTag, Problem, shownFields } from './kind/parts';

export const groupKind: FieldKindModule = {
  framed: false,
  Input: function GroupInput({ Field, field, path, context, frame }) {
    const { problemId, problem, name, label } = frame;
    const fields = field.fields ?? [];
    return (
      <fieldset className="rounded-md border border-steel-200 p-3" data-field={name}>
        <legend className="px-1 font-semibold">
          {label}
          <LanguageTag lang={context.lang} field={field} />
        </legend>
        <div className="space-y-4">
          {shownFields(fields).map((inner) => (
            <Field key={inner.key} field={inner} path={[...path, inner.key]} context={context} siblings={fields} />
          ))}
        </div>
        <Problem id={problemId} message={problem} />
      </fieldset>
    );
  },
};
