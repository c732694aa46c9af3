import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoad from '../../../src/integrations/client-directives/after-load';
import { siteDirectives } from '../../../src/integrations/client-directives/names';
import { fakePage } from './fake-page';

/** What Astro hands a directive: load() fetches the island's code and returns what hydrates it. */
function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  afterLoad(load, { name: siteDirectives.afterLoad, value: '' }, {} as HTMLElement);
  return { load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe(`client:${siteDirectives.afterLoad}`, () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches nothing while the page is loading, however idle the browser is', async () => {
    const page = fakePage({ readyState: 'interactive' });
    const { load, hydrate } = island();
    page.runIdle();
    page.paint('first-contentful-paint');
    await settle();
    expect(load).not.toHaveBeenCalled();

    page.load();
    await settle();
    expect(load, 'the load event alone is not idle time').not.toHaveBeenCalled();
    page.runIdle();
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint to be shown: neither idle time nor drawn frames before it fetch anything', async () => {
    const page = fakePage({ readyState: 'complete' });
    const { load, hydrate } = island();
    page.runIdle();
    page.drawFrame();
    page.drawFrame();
    page.paint('first-paint');
    page.runIdle();
    await settle();
    expect(load, 'a paint with nothing in it is not the page').not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    await settle();
    expect(load, 'shown, but the browser is not idle yet').not.toHaveBeenCalled();
    page.runIdle();
    await settle();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('a page loaded in a background tab (no paint is reported) hydrates after its first frame once shown', async () => {
    const page = fakePage({ readyState: 'complete', visibilityState: 'hidden' });
    const { load } = island();
    page.runIdle();
    page.drawFrame();
    page.runIdle();
    await settle();
    expect(load, 'the first frame is only being drawn').not.toHaveBeenCalled();
    page.drawFrame();
    page.runIdle();
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('an engine without paint timing hydrates after the first frame has been drawn', async () => {
    const page = fakePage({ readyState: 'complete', paintTiming: false });
    const { load } = island();
    page.drawFrame();
    page.runIdle();
    await settle();
    expect(load).not.toHaveBeenCalled();
    page.drawFrame();
    page.runIdle();
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a page that never reports its first paint still gets its island, three seconds after load', async () => {
    vi.useFakeTimers();
    const page = fakePage({ readyState: 'complete' });
    const { load } = island();
    await vi.advanceTimersByTimeAsync(2999);
    page.drawFrame();
    page.drawFrame();
    page.runIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    page.drawFrame();
    page.drawFrame();
    page.runIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    page.paint('first-contentful-paint');
    page.drawFrame();
    page.runIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(load, 'once only').toHaveBeenCalledOnce();
  });
});
