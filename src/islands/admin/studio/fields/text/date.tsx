/** A date and time as the content stores it (ISO 8601 with its offset), typed as text: the schema says when it is not one. */
import { lineKind } from './text';

export const dateKind = lineKind('text', false);
