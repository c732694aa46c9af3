/** A date and time as the content stores it (ISO 8601 with its offset), typed as text: the schema says when it is not one. */
import type { FieldKindModule } from './field-kind';
import { LineInput, parseText } from './text';

export const dateKind: FieldKindModule = {
  parse: parseText,
  Input: (props) => <LineInput {...props} type="text" words={false} />,
};
