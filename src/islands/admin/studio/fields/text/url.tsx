/** A web address: a one-line box the browser knows holds a URL (its keyboard, its autofill). */
import { lineKind } from './text';

export const urlKind = lineKind('url', false);
