/**
 * What the carousel reads from the window, as React hooks: the visitor's motion preference, the
 * items per slide at the window's width, and whether the island runs yet. Each renders on the
 * server as it would before hydration.
 */
import { useState, useSyncExternalStore } from 'react';
import { CAROUSEL_DEFAULTS } from './carousel-options';

/** The visitor's motion preference, asked once: renders read it without a new query each time. */
let reducedMotionQuery: MediaQueryList | undefined;
const motionQuery = () => (reducedMotionQuery ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = motionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's motion preference; the server renders as if motion were fine. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => motionQuery().matches,
    () => false,
  );
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Items per slide: a number, or a function of the window width recomputed on resize. */
export type SlidesPerViewSetting = number | ((windowWidth: number) => number);

/**
 * Items per slide, recomputed on resize. Swiper lays the slides out with it from its first run:
 * while hydrating, the server's snapshot of the width is 0, so the window's width is read once
 * for that render (it changes no markup).
 */
export function useSlidesPerView(setting: SlidesPerViewSetting | undefined): number {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
  const [widthAtStart] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  if (typeof setting !== 'function') return setting ?? CAROUSEL_DEFAULTS.slidesPerView;
  const known = width || widthAtStart;
  return known === 0 ? 1 : setting(known);
}

const subscribeToNothing = () => () => {};

/** false on the server and while hydrating, true once the island runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
