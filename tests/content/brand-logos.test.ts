/**
 * The logos each language's pages show (the content the build reads) read the company's name in
 * that language: an English page shows no Turkish words beside its English text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content/loader';
import { languages, locale } from '../../src/i18n/routes';

/** The words an SVG logo in public/ draws, in order. */
function logoWords(source: string): string {
  const svg = readFileSync(`public${source}`, 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, words]) => words).join(' ');
}

describe('the logos of the content', () => {
  for (const lang of languages) {
    it(`${lang}: header, footer and site logos spell the company's name in ${lang}`, () => {
      const content = getContent(lang);
      const name = content.site.companyName.toLocaleUpperCase(locale(lang).tag);
      for (const source of [content.header.logoSource, content.footer.footerLogoSource, content.site.logoSource])
        expect(logoWords(source), source).toBe(name);
    });
  }
});
