/** Editors' HTML (a project's text, the about text): the rich-text editor, fetched when first shown (RichTextField.tsx). */
import { RichTextField } from '../RichTextField';
import type { FieldKindModule } from './field-kind';
import { FieldName, frameOf, Problem } from './parts';
import { parseText } from './text';
import { useFillFromOther } from './use-fill-from-other';

export const richTextKind: FieldKindModule = {
  /** The editor's HTML ('' when it shows nothing, rich-text-editor/rich-text.ts); an optional text left empty is absent. */
  parse: parseText,
  Input: function RichTextInput(props) {
    const { field, path, context } = props;
    const { id, problemId, problem, value, name } = frameOf(props);
    const fillFromOther = useFillFromOther(field, path, context);
    return (
      <div data-field={name}>
        <p id={`${id}-label`} className="block font-medium">
          <FieldName field={field} context={context} />
        </p>
        <div className="mt-1">
          <RichTextField
            id={id}
            labelId={`${id}-label`}
            value={typeof value === 'string' ? value : ''}
            onChange={(html) => context.change(path, parseText(html, field))}
            lang={context.lang}
            uiLang={context.ui}
            invalid={Boolean(problem)}
            {...(problem ? { describedBy: problemId } : {})}
          />
        </div>
        <Problem id={problemId} message={problem} />
        {fillFromOther.controls}
      </div>
    );
  },
};
