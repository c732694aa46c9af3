/**
 * Where a carousel's row of slides scrolls when one of its controls is pressed before Swiper
 * runs (before-island.ts): by one slide, as Swiper's own previous/next move, or straight to a
 * slide for an indicator; past either end it wraps unless the carousel does not.
 */

export interface RowGeometry {
  /** The row's scroll position, its visible width and its full width, in pixels. */
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** One slide's width. */
  slideWidth: number;
}

export type RowMove = 'previous' | 'next' | { to: number };

/** A pixel of slack: scroll positions are fractional and snapped. */
const SLACK = 1;

export function rowScrollTarget(row: RowGeometry, move: RowMove, wrap: boolean): number {
  const end = Math.max(0, row.scrollWidth - row.clientWidth);
  if (row.slideWidth <= 0) return row.scrollLeft;
  if (typeof move === 'object') return Math.min(end, Math.max(0, move.to) * row.slideWidth);
  const current = rowShownSlide(row);
  if (move === 'next') {
    if (row.scrollLeft >= end - SLACK) return wrap ? 0 : end;
    return Math.min(end, (current + 1) * row.slideWidth);
  }
  if (row.scrollLeft <= SLACK) return wrap ? end : 0;
  return Math.max(0, (current - 1) * row.slideWidth);
}

/** The slide the row rests nearest to: the one its indicator marks as current. */
export function rowShownSlide(row: Pick<RowGeometry, 'scrollLeft' | 'slideWidth'>): number {
  return row.slideWidth > 0 ? Math.max(0, Math.round(row.scrollLeft / row.slideWidth)) : 0;
}
