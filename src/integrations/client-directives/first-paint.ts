/**
 * When the first contentful paint has been presented, for the site's directives: an island's
 * files requested before it compete with the first screen for the connection (and Lighthouse
 * counts them into the largest paint).
 */

/** How long a visible page may go without reporting its first paint before the island comes anyway. */
const FIRST_PAINT_PATIENCE_MS = 3000;

/**
 * Calls `then` once the first contentful paint has been presented: the paint timing entry comes
 * after it. Where there is no such entry (an engine without paint timing; a page loaded in a
 * background tab, which reports none), after the second animation frame, which begins once the
 * first has been drawn.
 */
export function afterFirstPaint(then: () => void) {
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
