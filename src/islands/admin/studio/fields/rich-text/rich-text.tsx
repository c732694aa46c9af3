/** Editors' HTML (a project's text, the about text): the rich-text editor, fetched when first shown (RichTextField.tsx). */
import { RichTextField } from './RichTextField';
import type { FieldKindModule } from '../kind/field-kind';
import { parseText } from '../text/text';

export const richTextKind: FieldKindModule = {
  /** The editor's HTML ('' when it shows nothing, rich-text-editor/html-rules.ts); an optional text left empty is absent. */
  parse: parseText,
  framed: 'named',
  fills: true,
  Input: ({ field, path, context, frame }) => (
    <div className="mt-1">
      <RichTextField
        id={frame.id}
        labelId={`${frame.id}-label`}
        value={typeof frame.value === 'string' ? frame.value : ''}
        onChange={(html) => context.change(path, parseText(html, field))}
        lang={context.lang}
        texts={context.strings.richText}
        invalid={Boolean(frame.problem)}
        {...(frame.problem ? { describedBy: frame.problemId } : {})}
      />
    </div>
  ),
};
