/**
 * The pages' own scripts (the carousels' controls before their islands, the language switch's
 * stored choice, ...) are written into the HTML: they work as soon as it is parsed, with no
 * request of their own on a slow network. A module the early carousel script shares with an
 * island would make the bundler put both in separate files, as would a script grown past the
 * inlining limit; islands load their code through <astro-island>, not a script element.
 */
import { expect, test } from '@playwright/test';
import { sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';

test('no built page loads a script file: every script element is inline', () => {
  const external = sitePages().flatMap(({ path }) => {
    const $ = builtPage(path);
    return $('script[src]')
      .toArray()
      .map((script) => `${path}: ${$(script).attr('src')}`);
  });
  expect(external).toEqual([]);
});
