/**
 * An image of the site, with its alt text from the sibling field the schema pairs it with
 * (field-meta.ts `alt`), edited together. Its rule beyond the schema's: image-alts.ts.
 */
import { fieldPath } from '../../../../../content/errors';
import { ImageField } from './ImageField';
import { chosenIn } from '../../unit/shared-columns';
import { getAt } from '../../unit/unit-data';
import type { FieldKindModule } from '../kind/field-kind';
import { parseText } from '../text/text';

export const imageKind: FieldKindModule = {
  /** The image's path; an optional image taken away is absent. */
  parse: parseText,
  framed: false,
  Input: function ImageInput({ field, path, context, siblings, frame, fillFromOther }) {
    const { lang, ui, change, problems } = context;
    const { id, problem, value, name, label } = frame;
    const altPath = field.alt ? [...path.slice(0, -1), field.alt] : null;
    const altField = field.alt ? siblings.find((sibling) => sibling.key === field.alt) : undefined;
    return (
      <div data-field={name}>
        <ImageField
          id={id}
          label={`${label} (${lang.toUpperCase()})`}
          contentLang={lang}
          value={typeof value === 'string' ? value : ''}
          onChange={(src) => change(path, parseText(src, field))}
          problem={problem}
          optional={field.optional}
          alt={
            altPath && altField
              ? {
                  value: String(getAt(context.data, altPath) ?? ''),
                  onChange: (text) => change(altPath, parseText(text, altField)),
                  problem: problems.get(fieldPath(altPath)),
                }
              : null
          }
          strings={context.strings}
          previews={context.previews}
          handleError={context.handleError}
          shownAt={field.shownAt?.[ui]}
          chosenIn={chosenIn(field, lang, context.sharedIn, context.strings.languageNames)}
        />
        {fillFromOther.controls}
      </div>
    );
  },
};
