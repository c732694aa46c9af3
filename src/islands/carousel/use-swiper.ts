/**
 * Swiper over the carousel's server-rendered row, started in a task of its own when the browser
 * is next idle, or at once when a control is pressed before that; it starts from the slide the
 * row shows, and later changes of layout and speed reach it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import Swiper from 'swiper';
import { handOverRowScroll, watchRowMotion } from './row-rest';

export interface SwiperOptions {
  wrap: boolean;
  perView: number;
  /** Milliseconds a slide change takes (0: none). */
  speed: number;
  onSlideChange: (activeIndex: number) => void;
}

/** Runs `task` when the browser is next idle (soon at the latest), in a task of its own; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Swiper once it runs, and a function that gives Swiper, started now if it has not yet, so a control
 * pressed before the idle start works at once. The row's focus passes to the first button in
 * `controls` when Swiper starts, as the row is no longer a focus stop then.
 */
export function useSwiper(
  rowRef: RefObject<HTMLElement | null>,
  controlsRef: RefObject<HTMLElement | null>,
  options: SwiperOptions,
): [swiper: Swiper | undefined, running: () => Swiper | undefined] {
  const { wrap, perView, speed } = options;
  const [swiper, setSwiper] = useState<Swiper>();
  const startRef = useRef<() => Swiper | undefined>(undefined);
  // What Swiper starts with; later changes reach it through the effects below.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let instance: Swiper | undefined;
    const motion = watchRowMotion(row, () => {
      if (instance) handOverRowScroll(row, instance);
    });
    const start = () => {
      if (instance) return instance;
      const rowHadFocus = document.activeElement === row;
      const { perView: startPerView, speed: startSpeed } = optionsRef.current;
      instance = new Swiper(row, { slidesPerView: startPerView, spaceBetween: 0, rewind: wrap, speed: startSpeed });
      instance.on('slideChange', (moved) => optionsRef.current.onSlideChange(moved.activeIndex));
      // Swiper starts at the slide the row shows; a row still moving is handed over once it rests.
      if (!motion.moving()) handOverRowScroll(row, instance);
      if (rowHadFocus) controlsRef.current?.querySelector('button')?.focus();
      setSwiper(instance);
      return instance;
    };
    startRef.current = start;
    const cancel = whenIdle(start);
    return () => {
      cancel();
      motion.stop();
      instance?.destroy(true, false);
    };
  }, [rowRef, controlsRef, wrap]);

  useEffect(() => {
    if (!swiper || swiper.params.slidesPerView === perView) return;
    swiper.params.slidesPerView = perView;
    swiper.update();
  }, [swiper, perView]);

  useEffect(() => {
    if (swiper) swiper.params.speed = speed;
  }, [swiper, speed]);

  return [swiper, () => swiper ?? startRef.current?.()];
}
