/**
 * One page of every kind read to the end on a phone (the checks: page-kinds.ts), each kind in
 * one language: what the phone adds to a page (its menu, target sizes, the first screen's largest
 * paint, the image budget at DPR 2) comes from the kind's components, and the words of every
 * language are read at 1280 px and, for their fit from 320 px up, in page-width and
 * language-switch-widths.
 */
import { test } from '@playwright/test';
import { readEachToTheEnd } from './page-kinds';
import { eachKindInOneLanguage } from './sample-pages';

// The phone of the image budget: 375 px at DPR 2.
test.use({ deviceScaleFactor: 2 });

readEachToTheEnd(eachKindInOneLanguage());
