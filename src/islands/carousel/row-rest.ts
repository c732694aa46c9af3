/**
 * A carousel's row moves natively until Swiper takes it over (a smooth scroll from the keyboard
 * or a button, a finger's fling settling on its snap point), and the browser may still move it
 * afterwards: a smooth scroll begun a moment before Swiper started goes on to its end, focus
 * scrolls an element into view. Swiper's transform assumes the row at scroll position 0, so
 * whatever native scroll is left once the row rests is handed to Swiper: it shows the slide the
 * visitor sees, with the row back at 0. Reset mid-scroll instead, the browser would go on moving
 * the row from there and leave the photo offset where the visitor cannot scroll it back.
 */
/** How long without a scroll event counts as resting where the browser has no scrollend event. */
const QUIET_MS = 150;

export interface RowMotion {
  /** Whether the row is between a scroll event and its coming to rest. */
  moving(): boolean;
  stop(): void;
}

/** Watches the row's native scrolling; `onRest` runs each time it comes to rest. */
export function watchRowMotion(row: HTMLElement, onRest: () => void): RowMotion {
  let moving = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const hasScrollEnd = 'onscrollend' in row;
  const rest = () => {
    moving = false;
    onRest();
  };
  const onScroll = () => {
    moving = true;
    if (hasScrollEnd) return;
    clearTimeout(quiet);
    quiet = setTimeout(rest, QUIET_MS);
  };
  row.addEventListener('scroll', onScroll, { passive: true });
  if (hasScrollEnd) row.addEventListener('scrollend', rest);
  return {
    moving: () => moving,
    stop() {
      clearTimeout(quiet);
      row.removeEventListener('scroll', onScroll);
      row.removeEventListener('scrollend', rest);
    },
  };
}

/** What the hand-over needs of Swiper: where its slides stand, and its own snap to the nearest. */
export interface SlidesTrack {
  translate: number;
  setTranslate(translate: number): void;
  slideToClosest(speed?: number): void;
}

/**
 * Hands the row's native scroll, if any, to Swiper: the slides move by that offset instead, the
 * row goes back to 0, and Swiper settles on the slide nearest to what the visitor sees.
 */
export function handOverRowScroll(row: HTMLElement, track: SlidesTrack): void {
  const offset = row.scrollLeft;
  if (offset === 0) return;
  row.scrollLeft = 0;
  track.setTranslate(track.translate - offset);
  track.slideToClosest(0);
}
