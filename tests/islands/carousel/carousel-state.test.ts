import { describe, expect, it } from 'vitest';
import { carouselView, format, nextChangeDelay, type CarouselMoment } from '../../../src/islands/carousel/carousel-state';

/** Five items, one per slide, Swiper running at the first, rotating freely. */
const moment = (change: Partial<CarouselMoment> = {}): CarouselMoment => ({
  itemCount: 5,
  layoutPerView: 1,
  started: true,
  active: 0,
  wrap: true,
  autoplay: true,
  held: false,
  ...change,
});

describe('carouselView', () => {
  it('rotates once Swiper runs, with nothing holding it', () => {
    expect(carouselView(moment())).toEqual({ perView: 1, atEnd: false, controls: true, rotating: true });
  });

  it('shows one item per slide until Swiper runs: every slide of the row can be scrolled to', () => {
    const view = carouselView(moment({ started: false, layoutPerView: 3 }));
    expect(view.perView).toBe(1);
    expect(view.rotating).toBe(false);
    expect(carouselView(moment({ layoutPerView: 3 })).perView).toBe(3);
  });

  it('stands still while held, or paused by the visitor', () => {
    expect(carouselView(moment({ held: true })).rotating).toBe(false);
    expect(carouselView(moment({ autoplay: false })).rotating).toBe(false);
  });

  it('is at its end once the last slide that can come first is shown', () => {
    expect(carouselView(moment({ active: 3 })).atEnd).toBe(false);
    expect(carouselView(moment({ active: 4 })).atEnd).toBe(true);
    expect(carouselView(moment({ layoutPerView: 3, active: 2 })).atEnd).toBe(true);
  });

  it('stops rotating at its end when it does not wrap, and goes on when it does', () => {
    expect(carouselView(moment({ wrap: false, active: 4 })).rotating).toBe(false);
    expect(carouselView(moment({ wrap: false, active: 3 })).rotating).toBe(true);
    expect(carouselView(moment({ wrap: true, active: 4 })).rotating).toBe(true);
  });

  it('has no controls and no rotation when every item fits in one slide', () => {
    const view = carouselView(moment({ itemCount: 3, layoutPerView: 3 }));
    expect(view.controls).toBe(false);
    expect(view.rotating).toBe(false);
    expect(view.atEnd).toBe(true);
  });
});

describe('nextChangeDelay', () => {
  it('counts the first change from when the carousel was first seen', () => {
    expect(nextChangeDelay(5000, true, 1000, 4000)).toBe(2000);
  });

  it('changes at once when that interval has already passed', () => {
    expect(nextChangeDelay(5000, true, 1000, 9000)).toBe(0);
  });

  it('waits a whole interval after the first change, or when the carousel was never noted as seen', () => {
    expect(nextChangeDelay(5000, false, 1000, 4000)).toBe(5000);
    expect(nextChangeDelay(5000, true, NaN, 4000)).toBe(5000);
  });
});

describe('format', () => {
  it("fills a label's placeholders, and leaves an unknown one empty", () => {
    expect(format('{index} / {total}', { index: 2, total: 7 })).toBe('2 / 7');
    expect(format('Go to slide {index}{missing}', { index: 3 })).toBe('Go to slide 3');
  });
});
