import { describe, expect, it } from 'vitest';
import { islandIdsFromContent } from '../../../src/integrations/island-scripts/island-ids';

/** An island as Astro writes it, its uid the hash of a source path that depends on the folder. */
const island = (uid: string, props: string) =>
  `<astro-island uid="${uid}" prefix="r3" component-url="/_astro/HomeSlider.DmjZpYoZ.js" props="${props}" ssr client="after-load"><div>slides</div></astro-island>`;
const page = (uids: [string, string]) =>
  `<html><body><main>${island(uids[0], '{&quot;a&quot;:[0,1]}')}<p>text</p>${island(uids[1], '{&quot;a&quot;:[0,2]}')}</main></body></html>`;
const uidsOf = (html: string) => [...html.matchAll(/ uid="([^"]*)"/g)].map((match) => match[1]);

describe('islands named by their content', () => {
  it('gives a page built in two folders the same bytes', () => {
    const here = islandIdsFromContent(page(['Z268CLP', 'Z1dm02B']));
    expect(islandIdsFromContent(page(['MlGEF', '1WV5ae']))).toBe(here);
    expect(uidsOf(here)).not.toContain('Z268CLP');
  });

  it('names islands with other props apart, and changes nothing but the uid', () => {
    const html = islandIdsFromContent(page(['x', 'y']));
    const [first, second] = uidsOf(html);
    expect(first).toMatch(/^[\w-]{8}$/);
    expect(second).not.toBe(first);
    expect(html.replace(/ uid="[^"]*"/g, '')).toBe(page(['x', 'y']).replace(/ uid="[^"]*"/g, ''));
  });

  it('leaves a page without islands as it is', () => {
    const html = '<html><body><main><p uid="kept">no island</p></main></body></html>';
    expect(islandIdsFromContent(html)).toBe(html);
  });
});
