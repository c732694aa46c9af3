import { describe, expect, it } from 'vitest';
import { classesOf, hasIslands } from '../../../src/integrations/page-stylesheets/page-classes';

describe('classesOf', () => {
  it('collects every class of every element, in <template> too, decoded as the browser reads them', () => {
    const html =
      '<html class="scroll-smooth"><body class=" flex  md:grid\nw-1/2 "><p class="aria-[current=page]:font-semibold">x</p>' +
      '<template data-channel-preview><div class="fixed bottom-0">preview</div></template><span class="a&amp;b">y</span><i data-class="not-a-class"></i></body></html>';
    expect([...classesOf(html)].sort()).toEqual(
      ['a&b', 'aria-[current=page]:font-semibold', 'bottom-0', 'fixed', 'flex', 'md:grid', 'scroll-smooth', 'w-1/2'].sort(),
    );
  });
});

describe('hasIslands', () => {
  it('tells a page with an island from one without', () => {
    expect(hasIslands('<body><astro-island uid="1" component-url="/_astro/A.js"></astro-island></body>')).toBe(true);
    expect(hasIslands('<body><p>astro-island is the name Astro gives them</p></body>')).toBe(false);
  });
});
