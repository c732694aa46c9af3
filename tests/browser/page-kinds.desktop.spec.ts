/** One page of every kind in every language, read to the end at 1280 px (the checks: page-kinds.ts). */
import { readEachToTheEnd } from './page-kinds';
import { onePageOfEachKind } from './sample-pages';

readEachToTheEnd(onePageOfEachKind());
