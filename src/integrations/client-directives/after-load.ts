/**
 * `client:after-load`: hydrates once the page has loaded (its eager images, the largest paint
 * among them, are in) and then the browser is idle. Astro's `client:idle` waits for idleness
 * alone, which comes while the first image is still on the wire: the island's JavaScript then
 * runs before that image is painted and delays it.
 */
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrator = await load();
    await hydrator();
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
