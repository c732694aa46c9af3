/**
 * One field of a unit in one language, as its description (src/content/field-meta.ts) says:
 * the control of its kind's module (fields/, one per kind: how the control's value becomes
 * data, and the control) framed here alike: its label in the admin's language, the schema's
 * message at the field as the editor types, and "fill from" each other language. Groups and
 * lists render their fields through this same dispatcher, which they are handed rather than import.
 */
import type { ReactNode } from 'react';
import type { FieldDescription, FieldKind } from '../../../../content/field-meta';
import { booleanKind } from './boolean';
import { choiceKind } from './choice';
import { dateKind } from './text/date';
import { emailKind } from './text/email';
import type { FieldContext, FieldKindModule, FieldProps } from './kind/field-kind';
import { groupKind } from './group';
import { imageKind } from './image/image';
import { listKind } from './list/list';
import { longTextKind } from './text/long-text';
import { numberKind } from './number';
import { FieldBox, frameOf, shownFields } from './kind/parts';
import { richTextKind } from './rich-text/rich-text';
import { textKind } from './text/text';
import { urlKind } from './text/url';
import { useFillFromOther } from './use-fill-from-other';
import type { Path } from '../unit/unit-data';

export type { FieldContext };

/** Every kind's module: a kind added to field-meta.ts is a type error here until it has one. */
const kinds: Record<FieldKind, FieldKindModule> = {
  text: textKind,
  longText: longTextKind,
  richText: richTextKind,
  image: imageKind,
  url: urlKind,
  email: emailKind,
  date: dateKind,
  number: numberKind,
  boolean: booleanKind,
  choice: choiceKind,
  group: groupKind,
  list: listKind,
};

function FieldControl({ siblings = [], ...props }: FieldProps): ReactNode {
  const { field, path, context } = props;
  const { Input, framed, fills } = kinds[field.kind];
  const frame = frameOf(props);
  const fillFromOther = useFillFromOther(field, path, context);
  const input = <Input {...props} siblings={siblings} Field={FieldControl} frame={frame} fillFromOther={fillFromOther} />;
  if (!framed) return input;
  return (
    <FieldBox field={field} context={context} frame={frame} named={framed === 'named'} fill={fills && fillFromOther.controls}>
      {input}
    </FieldBox>
  );
}

/** The fields of a unit, the alt texts shown with their images rather than on their own. */
export function Fields({ fields, path, context }: { fields: readonly FieldDescription[]; path: Path; context: FieldContext }) {
  return (
    <div className="space-y-4">
      {shownFields(fields).map((field) => (
        <FieldControl key={field.key} field={field} path={[...path, field.key]} context={context} siblings={fields} />
      ))}
    </div>
  );
}
