/** Every kind of page without islands, in every language, under its own stylesheet at 1280 px (page-stylesheets.ts). */
import { expect, test } from '@playwright/test';
import { compareWithSiteStylesheet, pagesWithOwnStylesheet } from './page-stylesheets';
import { onePageOfEachKind } from './sample-pages';

const pages = pagesWithOwnStylesheet(onePageOfEachKind());

test('the pages checked here are the ones without islands', () => {
  expect(pages.map(({ path }) => path)).toContain('/kunye');
  expect(pages.map(({ path }) => path)).not.toContain('/');
});

compareWithSiteStylesheet(pages);
