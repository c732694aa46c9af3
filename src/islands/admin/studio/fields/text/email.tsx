/** An e-mail address: a one-line box the browser knows holds one (its keyboard, its autofill). */
import { lineKind } from './text';

export const emailKind = lineKind('email', false);
