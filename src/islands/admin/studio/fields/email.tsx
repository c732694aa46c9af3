/** An e-mail address: a one-line box the browser knows holds one (its keyboard, its autofill). */
import type { FieldKindModule } from './field-kind';
import { LineInput, parseText } from './text';

export const emailKind: FieldKindModule = {
  parse: parseText,
  Input: (props) => <LineInput {...props} type="email" words={false} />,
};
