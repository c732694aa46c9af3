/**
 * `client:after-load`: hydrates once the page has loaded (its eager images, the largest paint
 * among them, are in), its first paint is on the screen, and then the browser is idle. Astro's
 * `client:idle` waits for idleness alone, which comes while the first image is still on the
 * wire: the island's JavaScript then runs before that image is painted and delays it. And on a
 * page that loads fast, an idle moment comes before the first paint has been shown: the
 * island's files then competed with it.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint';
import { hydrateWith } from './hydrate';

const afterLoad: ClientDirective = (load) => {
  const hydrate = hydrateWith(load);
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  const afterPaint = () => afterFirstPaint(whenIdle);
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
