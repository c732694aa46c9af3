import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoad from '../../../src/integrations/client-directives/after-load';

/** A page in Node: its load state, its load event and the browser's idle callbacks, run when the test says. */
function fakePage(readyState: DocumentReadyState) {
  const window = new EventTarget();
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return {
    load: () => window.dispatchEvent(new Event('load')),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

/** What Astro hands a directive: load() fetches the island's code and returns what hydrates it. */
function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('client:after-load', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches nothing while the page is loading, however idle the browser is', async () => {
    const page = fakePage('interactive');
    const { load, hydrate } = island();
    afterLoad(load, { name: 'after-load', value: '' }, {} as HTMLElement);
    page.runIdle();
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

  it('a page already loaded hydrates at the next idle time', async () => {
    const page = fakePage('complete');
    const { load, hydrate } = island();
    afterLoad(load, { name: 'after-load', value: '' }, {} as HTMLElement);
    expect(load).not.toHaveBeenCalled();
    page.runIdle();
    await settle();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
