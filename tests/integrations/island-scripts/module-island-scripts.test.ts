import runtime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT as style } from '../../../src/integrations/island-scripts/island-style';
import { moduleIslandScripts } from '../../../src/integrations/island-scripts/module-island-scripts';

// `runtime`: Astro's own island runtime, as it writes it, minified code with `<` and `>` in it.
const directive = '(()=>{var l=(s,i,o)=>{let r=async()=>{await(await s())()};if(i<o)r()};})();';

describe('moduleIslandScripts', () => {
  it('reads the runtime from Astro', () => {
    expect(runtime).toContain('astro-island');
    expect(runtime).toMatch(/[<>]/);
  });

  it("turns Astro's style-led runtime and directive scripts before the first island into module scripts", () => {
    const html =
      `<head><link rel="stylesheet" href="/a.css"></head><body><h1>t</h1>${style}<script>${directive}</script>` +
      `<script>${runtime}</script><astro-island uid="1" client="load"><p>x</p></astro-island></body>`;
    expect(moduleIslandScripts(html)).toBe(
      `<head><link rel="stylesheet" href="/a.css"></head><body><h1>t</h1>${style}<script type="module">${directive}</script>` +
        `<script type="module">${runtime}</script><astro-island uid="1" client="load"><p>x</p></astro-island></body>`,
    );
  });

  it('turns the directive script before a later island of another kind too', () => {
    const html = `<script>${runtime}</script><astro-island client="load"></astro-island><p>y</p><script>${directive}</script><astro-island client="visible"></astro-island>`;
    expect(moduleIslandScripts(html)).toBe(html.replaceAll('<script>', '<script type="module">'));
  });

  it('leaves inline scripts that do not stand right before an island as they are', () => {
    const html =
      `<head><script>document.documentElement.dataset.js = '1'</script></head><body><script>a < b</script><p>x</p>` +
      `<script type="application/ld+json">{}</script><script type="module">${directive}</script>` +
      `<astro-island client="load"></astro-island><script>after()</script><p>astro-island</p></body>`;
    expect(moduleIslandScripts(html)).toBe(html);
  });

  it('never joins an earlier script to the run before an island', () => {
    const html = `<script>early()</script><p>x</p><script>${directive}</script><astro-island></astro-island>`;
    expect(moduleIslandScripts(html)).toBe(
      `<script>early()</script><p>x</p><script type="module">${directive}</script><astro-island></astro-island>`,
    );
  });
});
