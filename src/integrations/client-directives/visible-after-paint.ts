/**
 * `client:visible-after-paint`: Astro's `client:visible` (hydrates when the island comes into
 * view) that never starts before the page's first paint has been shown. An island in the
 * first screen is in view from the first layout, before that paint is on the screen: with
 * `client:visible` its code (React's 56 KB among it) was requested then and shared the
 * connection with the first screen's own image.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint';
import { hydrateWith } from './hydrate';

const visibleAfterPaint: ClientDirective = (load, _options, el) => {
  const hydrate = hydrateWith(load);
  afterFirstPaint(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    for (const child of el.children) observer.observe(child);
  });
};

export default visibleAfterPaint;
