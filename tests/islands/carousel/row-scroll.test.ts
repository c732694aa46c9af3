import { describe, expect, it } from 'vitest';
import { rowScrollTarget, rowShownSlide, type RowGeometry } from '../../../src/islands/carousel/row-scroll';

/** Five slides of 100 px, three in view: the row scrolls from 0 to 200. */
const row = (scrollLeft: number): RowGeometry => ({ scrollLeft, clientWidth: 300, scrollWidth: 500, slideWidth: 100 });

describe('rowScrollTarget', () => {
  it('moves by one slide each way', () => {
    expect(rowScrollTarget(row(0), 'next', true)).toBe(100);
    expect(rowScrollTarget(row(100), 'next', true)).toBe(200);
    expect(rowScrollTarget(row(200), 'previous', true)).toBe(100);
  });

  it('counts from the nearest slide when the row rests between two', () => {
    expect(rowScrollTarget(row(140), 'next', true)).toBe(200);
    expect(rowScrollTarget(row(60), 'previous', true)).toBe(0);
  });

  it('wraps past either end, or stays there without wrap', () => {
    expect(rowScrollTarget(row(200), 'next', true)).toBe(0);
    expect(rowScrollTarget(row(199.5), 'next', true)).toBe(0);
    expect(rowScrollTarget(row(0), 'previous', true)).toBe(200);
    expect(rowScrollTarget(row(200), 'next', false)).toBe(200);
    expect(rowScrollTarget(row(0), 'previous', false)).toBe(0);
  });

  it('goes to a slide for an indicator, no further than the row scrolls', () => {
    expect(rowScrollTarget(row(0), { to: 1 }, true)).toBe(100);
    expect(rowScrollTarget(row(0), { to: 4 }, true)).toBe(200);
  });

  it('one slide in view: the last slide is the end', () => {
    const single = { scrollLeft: 0, clientWidth: 375, scrollWidth: 375 * 4, slideWidth: 375 };
    expect(rowScrollTarget(single, 'previous', true)).toBe(375 * 3);
    expect(rowScrollTarget({ ...single, scrollLeft: 375 * 3 }, 'next', true)).toBe(0);
  });
});

describe('rowShownSlide', () => {
  it('is the slide the row rests nearest to', () => {
    expect(rowShownSlide(row(0))).toBe(0);
    expect(rowShownSlide(row(100))).toBe(1);
    expect(rowShownSlide(row(149))).toBe(1);
    expect(rowShownSlide(row(151))).toBe(2);
  });

  it('is the first while the row has no width yet', () => {
    expect(rowShownSlide({ scrollLeft: 120, slideWidth: 0 })).toBe(0);
  });
});
