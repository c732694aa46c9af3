/** SPEC §9 carousel constants, in one place for the islands and their tests. */

export const CAROUSEL_DEFAULTS = { interval: 5000, slidesPerView: 1, speed: 600 } as const;
export const HOME_SLIDER = { interval: 4000 } as const;
export const PROJECT_GALLERY = { interval: 4000, height: 500 } as const;
export const REFERENCES_CAROUSEL = {
  interval: 6000,
  maxPerView: 8,
  phonePerView: 3,
  narrowPhonePerView: 2,
  /** From this window width a phone's row holds three tiles (site-rules.css says the same). */
  phoneThreeFrom: 480,
  tileFraction: 1 / 8,
} as const;

/** SPEC §9's mobile breakpoint (Tailwind's md in src/styles/global.css). */
const MOBILE_BREAKPOINT = 768;

/**
 * SPEC §9 from 768 px: window width / 200, minus 1, at most 8. Below it SPEC's formula leaves
 * one small tile in a wide empty row, so phones show a full row of logos instead, each tile at
 * least 136 px wide (DECISIONS.md): three from 480 px, where three such tiles fit with their
 * 6 px gutters and a scrollbar, two on narrower phones.
 */
export function referencesPerView(windowWidth: number): number {
  if (windowWidth < REFERENCES_CAROUSEL.phoneThreeFrom) return REFERENCES_CAROUSEL.narrowPhonePerView;
  if (windowWidth < MOBILE_BREAKPOINT) return REFERENCES_CAROUSEL.phonePerView;
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
