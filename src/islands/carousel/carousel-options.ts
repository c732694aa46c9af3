/** SPEC §9 carousel constants, in one place for the islands and their tests. */

export const CAROUSEL_DEFAULTS = { interval: 5000, slidesPerView: 1, speed: 600 } as const;
export const HOME_SLIDER = { interval: 4000 } as const;
export const PROJECT_GALLERY = { interval: 4000, height: 500 } as const;
export const REFERENCES_CAROUSEL = { interval: 6000, maxPerView: 8, tileFraction: 1 / 8 } as const;

/** SPEC §9: window width / 200, minus 1, at most 8 (and at least 1, so something shows). */
export function referencesPerView(windowWidth: number): number {
  return Math.max(1, Math.min(REFERENCES_CAROUSEL.maxPerView, Math.floor(windowWidth / 200) - 1));
}

export interface CarouselLabels {
  /** aria-roledescription of the carousel and of a slide. */
  carousel: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** '{index} / {total}' */
  slideOf: string;
  /** 'Go to slide {index}' */
  goTo: string;
}
