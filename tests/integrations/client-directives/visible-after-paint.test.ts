import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import visibleAfterPaint from '../../../src/integrations/client-directives/visible-after-paint';
import { siteDirectives } from '../../../src/integrations/client-directives/names';
import { fakePage } from './fake-page';

/** An island with one child element, as Astro hands it to a directive. */
function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  const child = {};
  visibleAfterPaint(load, { name: siteDirectives.visibleAfterPaint, value: '' }, { children: [child] } as unknown as HTMLElement);
  return { load, hydrate, child };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe(`client:${siteDirectives.visibleAfterPaint}`, () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('watches nothing, so fetches nothing, until the first contentful paint has been shown', async () => {
    const page = fakePage({ readyState: 'interactive' });
    const { load, child } = island();
    page.drawFrame();
    page.paint('first-paint');
    await settle();
    expect(page.watchedCount(), 'in view from the first layout, but the paint is not shown yet').toBe(0);
    page.intersect(child);
    await settle();
    expect(load).not.toHaveBeenCalled();

    page.paint('first-contentful-paint');
    await settle();
    expect(page.watchedCount()).toBe(1);
  });

  it('after the paint, hydrates once the island comes into view, and once only', async () => {
    const page = fakePage({ readyState: 'complete' });
    const { load, hydrate, child } = island();
    page.paint('first-contentful-paint');
    await settle();
    page.intersect(child, false);
    await settle();
    expect(load, 'reported, but out of view').not.toHaveBeenCalled();
    page.intersect(child);
    await settle();
    expect(hydrate).toHaveBeenCalledOnce();
    expect(page.watchedCount(), 'no longer watched').toBe(0);
    page.intersect(child);
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('without paint timing, starts watching once the first frame has been drawn', async () => {
    const page = fakePage({ readyState: 'complete', paintTiming: false });
    const { hydrate, child } = island();
    page.drawFrame();
    expect(page.watchedCount()).toBe(0);
    page.drawFrame();
    page.intersect(child);
    await settle();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
