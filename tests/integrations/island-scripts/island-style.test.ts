import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT as style, islandStyleInHead } from '../../../src/integrations/island-scripts/island-style';

describe('islandStyleInHead', () => {
  it('moves the island style Astro writes in <body> to the end of <head>', () => {
    const html = `<html><head><title>t</title></head><body><a>x</a>${style}<astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(html)).toBe(
      `<html><head><title>t</title>${style}</head><body><a>x</a><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without it, or with it in <head> already, as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const inHead = `<html><head>${style}</head><body></body></html>`;
    expect(islandStyleInHead(inHead)).toBe(inHead);
  });
});
