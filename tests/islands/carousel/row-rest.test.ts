import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverRowScroll, watchRowMotion } from '../../../src/islands/carousel/row-rest';

/** A row that scrolls natively: an event target with a scroll position, scrollend optional. */
function fakeRow(scrollLeft = 0, withScrollEnd = true) {
  const row = new EventTarget() as EventTarget & { scrollLeft: number; onscrollend?: null };
  row.scrollLeft = scrollLeft;
  if (withScrollEnd) row.onscrollend = null;
  return row as unknown as HTMLElement;
}

/** Swiper's part: slides of `width` px, standing at `translate`; the snap picks the nearest. */
function fakeTrack(translate: number, width: number) {
  const track = {
    translate,
    index: Math.round(-translate / width),
    setTranslate: vi.fn((to: number) => (track.translate = to)),
    slideToClosest: vi.fn(() => {
      track.index = Math.round(-track.translate / width);
      track.translate = -track.index * width;
    }),
  };
  return track;
}

describe('handOverRowScroll', () => {
  it("moves the slides by the row's native offset instead, and snaps to the slide seen", () => {
    const row = fakeRow(343);
    const track = fakeTrack(0, 343);
    handOverRowScroll(row, track);
    expect(row.scrollLeft).toBe(0);
    expect(track.setTranslate).toHaveBeenCalledWith(-343);
    expect(track.slideToClosest).toHaveBeenCalledWith(0);
    expect(track.index).toBe(1);
  });

  it("adds the offset to where Swiper's slides already stand", () => {
    const row = fakeRow(130);
    const track = fakeTrack(-200, 100);
    handOverRowScroll(row, track);
    expect(track.index).toBe(3);
    expect(row.scrollLeft).toBe(0);
  });

  it('leaves a row at 0 and its slides alone', () => {
    const track = fakeTrack(-300, 100);
    handOverRowScroll(fakeRow(0), track);
    expect(track.setTranslate).not.toHaveBeenCalled();
    expect(track.slideToClosest).not.toHaveBeenCalled();
  });
});

describe('watchRowMotion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is moving from a scroll event until scrollend, and calls back on rest', () => {
    const row = fakeRow();
    const onRest = vi.fn();
    const motion = watchRowMotion(row, onRest);
    expect(motion.moving()).toBe(false);
    row.dispatchEvent(new Event('scroll'));
    expect(motion.moving()).toBe(true);
    expect(onRest).not.toHaveBeenCalled();
    row.dispatchEvent(new Event('scrollend'));
    expect(motion.moving()).toBe(false);
    expect(onRest).toHaveBeenCalledTimes(1);
  });

  it('without scrollend, rests once scroll events stop for a moment', () => {
    vi.useFakeTimers();
    const row = fakeRow(0, false);
    const onRest = vi.fn();
    const motion = watchRowMotion(row, onRest);
    row.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    row.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(motion.moving()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(motion.moving()).toBe(false);
    expect(onRest).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const row = fakeRow();
    const onRest = vi.fn();
    watchRowMotion(row, onRest).stop();
    row.dispatchEvent(new Event('scroll'));
    row.dispatchEvent(new Event('scrollend'));
    expect(onRest).not.toHaveBeenCalled();
  });
});
