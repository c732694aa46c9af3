/**
 * The carousel's timer: while it rotates, the next slide after one interval. The first change
 * counts from when the carousel was first in view (the section's data-shown-at, which
 * before-island.ts notes), however late Swiper started.
 */
import { useEffect, type RefObject } from 'react';
import type Swiper from 'swiper';
import { nextChangeDelay } from './carousel-state';

/**
 * `firstChangePending`: true until the slide first changes or rotation stops; from then on, each
 * change waits a whole interval. A new `active` slide starts the next interval.
 */
export function useRotationTimer(
  sectionRef: RefObject<HTMLElement | null>,
  firstChangePending: RefObject<boolean>,
  swiper: Swiper | undefined,
  rotating: boolean,
  active: number,
  interval: number,
): void {
  useEffect(() => {
    if (!rotating || !swiper) {
      if (swiper) firstChangePending.current = false;
      return;
    }
    const shownAt = Number(sectionRef.current?.dataset['shownAt'] ?? NaN);
    const delay = nextChangeDelay(interval, firstChangePending.current, shownAt, performance.now());
    const timer = setTimeout(() => swiper.slideNext(), delay);
    return () => clearTimeout(timer);
  }, [sectionRef, firstChangePending, rotating, swiper, active, interval]);
}
