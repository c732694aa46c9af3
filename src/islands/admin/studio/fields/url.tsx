/** A web address: a one-line box the browser knows holds a URL (its keyboard, its autofill). */
import type { FieldKindModule } from './field-kind';
import { LineInput, parseText } from './text';

export const urlKind: FieldKindModule = {
  parse: parseText,
  Input: (props) => <LineInput {...props} type="url" words={false} />,
};
