/**
 * `client:after-load`: hydrates once the page has loaded (its eager images, the largest paint
 * among them, are in), its first paint is on the screen, and then the browser is idle. Astro's
 * `client:idle` waits for idleness alone, which comes while the first image is still on the
 * wire: the island's JavaScript then runs before that image is painted and delays it. And on a
 * page that loads fast, an idle moment comes before the first paint has been shown: the
 * island's files then competed with it.
 */
import type { ClientDirective } from 'astro';

/** How long a visible page may go without reporting its first paint before the island comes anyway. */
const FIRST_PAINT_PATIENCE_MS = 3000;

/**
 * Calls `then` once the first contentful paint has been presented: the paint timing entry comes
 * after it. Where there is no such entry (an engine without paint timing; a page loaded in a
 * background tab, which reports none), after the second animation frame, which begins once the
 * first has been drawn.
 */
function afterFirstPaint(then: () => void) {
  const afterFrames = (done: () => void) => requestAnimationFrame(() => requestAnimationFrame(done));
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterFrames(then);
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(patience);
    then();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const patience = setTimeout(() => {
    observer.disconnect();
    afterFrames(once);
  }, FIRST_PAINT_PATIENCE_MS);
}

const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrator = await load();
    await hydrator();
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  const afterPaint = () => afterFirstPaint(whenIdle);
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
