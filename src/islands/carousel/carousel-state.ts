/**
 * What a carousel shows and does at one moment, from what it knows then: plain functions, so
 * each rule has a unit test without a browser (Carousel.tsx only reads them).
 */

export interface CarouselMoment {
  itemCount: number;
  /** Items per slide as the layout asks, already between 1 and the item count. */
  layoutPerView: number;
  /** Whether Swiper runs: until then the row is the server's, and every slide can be scrolled to. */
  started: boolean;
  /** The first slide shown. */
  active: number;
  wrap: boolean;
  /** Whether the carousel rotates when nothing holds it (the visitor's choice, or the default). */
  autoplay: boolean;
  /** A pointer over it or focus in it (use-held.ts). */
  held: boolean;
}

export interface CarouselView {
  perView: number;
  /** The last slide a move can bring first: no next slide past it. */
  atEnd: boolean;
  /** Whether there is anything to move to: the buttons are shown. */
  controls: boolean;
  rotating: boolean;
}

export function carouselView(moment: CarouselMoment): CarouselView {
  const perView = moment.started ? moment.layoutPerView : 1;
  const atEnd = moment.active >= Math.max(0, moment.itemCount - perView);
  const controls = moment.itemCount > perView;
  // No-wrap stops rotating at the end.
  const rotating = moment.started && moment.autoplay && !moment.held && controls && (moment.wrap || !atEnd);
  return { perView, atEnd, controls, rotating };
}

/**
 * How long until the next automatic change. The first counts from `shownAt`, when the carousel
 * was first in view (before-island.ts notes it; NaN if it did not), however late Swiper started;
 * after a pause or a slide the visitor chose, a whole interval.
 */
export function nextChangeDelay(interval: number, firstChangePending: boolean, shownAt: number, now: number): number {
  return firstChangePending && Number.isFinite(shownAt) ? Math.max(0, shownAt + interval - now) : interval;
}

/** Fills '{name}' placeholders of a label: '{index} / {total}'. */
export function format(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
