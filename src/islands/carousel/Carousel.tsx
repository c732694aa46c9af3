/**
 * The one carousel behind the home slider, the project gallery and the references band
 * (SPEC §4 and §9). Swiper moves the slides; this component adds what SPEC and the WAI-ARIA
 * carousel pattern ask for: a timer that advances, wraps unless told not to, pauses on hover
 * and on focus; a visible pause/play button first in tab order; previous/next buttons and
 * optional indicators; slides as labelled groups; no autoplay under prefers-reduced-motion.
 *
 * The work is spread so none of it is one long task on a slow phone: the server renders the
 * slides as a row that scrolls by touch and keyboard (site-rules.css) with its buttons, which
 * work from the first paint (before-island.ts); hydration renders that same markup; Swiper
 * starts in a task of its own when the browser is next idle (or at once when a control is
 * pressed), from the slide the row shows. The first automatic change comes one
 * interval after the carousel was first in view, however late that start.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Swiper from 'swiper';
import { CAROUSEL_DEFAULTS, type CarouselLabels } from './carousel-options';
import { handOverRowScroll, watchRowMotion } from './row-rest';
import { StepIcon } from './StepIcon';

export interface CarouselProps<T> {
  items: T[];
  renderSlide: (item: T, index: number) => ReactNode;
  /** What the carousel shows, for its accessible name. */
  label: string;
  labels: CarouselLabels;
  interval?: number;
  /** false: stop at the last slide instead of going back to the first (SPEC: no-wrap). */
  wrap?: boolean;
  /**
   * Items per slide, or a function of the window width recomputed on resize. More than one:
   * className sets the same count for the row before the island runs (--carousel-per-view).
   */
  slidesPerView?: number | ((windowWidth: number) => number);
  indicators?: boolean;
  /** The buttons at the end of the page's content column (a full-width carousel) instead of the carousel's edge. */
  controlsInContentColumn?: boolean;
  /**
   * Below 768 px the buttons at the carousel's top instead of its bottom: a caption over a
   * carousel that fills the first screen can make it taller than a phone's screen, and the
   * pause button must be on that screen (WCAG 2.2.2).
   */
  controlsOnTopOnPhones?: boolean;
  className?: string;
  slideClassName?: string;
}

function format(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The visitor's motion preference, asked once: renders read it without a new query each time. */
let reducedMotionQuery: MediaQueryList | undefined;
const motionQuery = () => (reducedMotionQuery ??= window.matchMedia('(prefers-reduced-motion: reduce)'));

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = motionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's motion preference; the server renders as if motion were fine. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => motionQuery().matches,
    () => false,
  );
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Items per slide, a number or a function of the window width, recomputed on resize. Swiper
 * lays the slides out with it from its first run: while hydrating, the server's snapshot of
 * the width is 0, so the window's width is read once for that render (it changes no markup).
 */
function useSlidesPerView(setting: CarouselProps<unknown>['slidesPerView']): number {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
  const [widthAtStart] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  if (typeof setting !== 'function') return setting ?? CAROUSEL_DEFAULTS.slidesPerView;
  const known = width || widthAtStart;
  return known === 0 ? 1 : setting(known);
}

const subscribeToNothing = () => () => {};

/** false on the server and while hydrating, true once the island runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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

const PAUSE_ICON = 'M3 2h3v10H3zM8 2h3v10H8z';
const PLAY_ICON = 'M3 2l9 5-9 5z';

export default function Carousel<T>({
  items,
  renderSlide,
  label,
  labels,
  interval = CAROUSEL_DEFAULTS.interval,
  wrap = true,
  slidesPerView,
  indicators = false,
  controlsInContentColumn = false,
  controlsOnTopOnPhones = false,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<Swiper>();
  const [active, setActive] = useState(0);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // Reduced motion: the visitor starts rotation themselves with the play button.
  const [chosenAutoplay, setAutoplay] = useState<boolean | null>(null);
  const autoplay = chosenAutoplay ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const layoutPerView = Math.max(1, Math.min(useSlidesPerView(slidesPerView), items.length));
  // Until Swiper runs, every slide can be scrolled to: the markup is the server's.
  const started = swiper !== undefined;
  const perView = started ? layoutPerView : 1;
  const lastStart = Math.max(0, items.length - perView);
  const atEnd = active >= lastStart;
  const controls = items.length > perView;
  const sectionRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<() => Swiper | undefined>(undefined);
  const speed = reducedMotion ? 0 : CAROUSEL_DEFAULTS.speed;
  // What Swiper starts with; later changes reach it through the effects below.
  const startOptions = { perView: layoutPerView, speed };
  const startOptionsRef = useRef(startOptions);
  startOptionsRef.current = startOptions;
  // The first change counts from when the carousel was first seen; after a pause or a slide
  // the visitor chose, a whole interval.
  const firstChangePending = useRef(true);

  // The slides' content depends on the items alone: a slide change re-renders no picture.
  const slides = useMemo(() => items.map((item, index) => renderSlide(item, index)), [items, renderSlide]);

  const rotating = started && autoplay && !hovered && !focused && items.length > perView && (wrap || !atEnd);

  // A choice made on the rotation button before the island ran (before-island.ts) stands.
  useLayoutEffect(() => {
    if (rotationRef.current?.dataset['autoplay'] === 'false') setAutoplay(false);
  }, []);

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
      const { perView: startPerView, speed: startSpeed } = startOptionsRef.current;
      instance = new Swiper(row, { slidesPerView: startPerView, spaceBetween: 0, rewind: wrap, speed: startSpeed });
      instance.on('slideChange', (moved) => {
        firstChangePending.current = false;
        setActive(moved.activeIndex);
      });
      // Swiper starts at the slide the row shows; a row still moving is handed over once it rests.
      if (!motion.moving()) handOverRowScroll(row, instance);
      // The row is no longer a focus stop once Swiper runs: focus goes to its first button.
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
  }, [wrap]);

  useEffect(() => {
    if (!swiper || swiper.params.slidesPerView === layoutPerView) return;
    swiper.params.slidesPerView = layoutPerView;
    swiper.update();
  }, [swiper, layoutPerView]);

  useEffect(() => {
    if (swiper) swiper.params.speed = speed;
  }, [swiper, speed]);

  useEffect(() => {
    if (!rotating || !swiper) {
      if (swiper) firstChangePending.current = false;
      return;
    }
    const shownAt = Number(sectionRef.current?.dataset['shownAt'] ?? NaN);
    const delay = firstChangePending.current && Number.isFinite(shownAt) ? Math.max(0, shownAt + interval - performance.now()) : interval;
    const timer = setTimeout(() => swiper.slideNext(), delay);
    return () => clearTimeout(timer);
  }, [rotating, swiper, active, interval]);

  /** Swiper, started now if it has not yet: a control pressed before the idle start works at once. */
  const running = () => swiper ?? startRef.current?.();
  const goTo = (index: number) => running()?.slideTo(index);
  const slideLabel = (index: number) => format(labels.slideOf, { index: index + 1, total: items.length });
  const edge = controlsOnTopOnPhones ? 'max-md:top-2 md:bottom-3' : 'bottom-3';
  const buttons = (
    <div ref={controlsRef} className="pointer-events-auto flex items-center gap-2">
      <button
        ref={rotationRef}
        type="button"
        onClick={() => setAutoplay(!autoplay)}
        aria-label={autoplay ? labels.pause : labels.play}
        className="carousel-button"
        data-carousel-rotation
        data-autoplay={autoplay}
        data-label-pause={labels.pause}
        data-label-play={labels.play}
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
          <path d={PAUSE_ICON} data-shows-when-rotating />
          <path d={PLAY_ICON} data-shows-when-paused />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => running()?.slidePrev()}
        aria-label={labels.previous}
        className="carousel-button"
        disabled={!wrap && active === 0}
        data-carousel-previous
      >
        <StepIcon direction="previous" />
      </button>
      <button
        type="button"
        onClick={() => running()?.slideNext()}
        aria-label={labels.next}
        className="carousel-button"
        disabled={!wrap && atEnd}
        data-carousel-next
      >
        <StepIcon direction="next" />
      </button>
    </div>
  );

  return (
    <section
      ref={sectionRef}
      aria-roledescription={labels.carousel}
      aria-label={label}
      className={`relative ${className ?? ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-carousel
      data-wrap={wrap}
      data-hydrated={hydrated}
      data-rotating={rotating}
      data-active-index={active}
      data-per-view={perView}
    >
      {controls &&
        (controlsInContentColumn ? (
          <div className={`pointer-events-none absolute inset-x-0 z-10 ${edge}`}>
            <div className="carousel-controls container-page flex justify-end">{buttons}</div>
          </div>
        ) : (
          <div className={`carousel-controls absolute end-3 z-10 ${edge}`}>{buttons}</div>
        ))}
      <div
        ref={rowRef}
        className="swiper h-full"
        aria-live={rotating ? 'off' : 'polite'}
        // Until Swiper runs, the row scrolls natively (site-rules.css): a named focus stop for the keyboard.
        {...(started ? {} : { tabIndex: 0, role: 'group', 'aria-label': label })}
      >
        <div className="swiper-wrapper">
          {items.map((_, index) => {
            const visible = index >= active && index < active + perView;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={slideLabel(index)}
                // Before Swiper runs every slide can be scrolled to, so none is inert.
                inert={started && !visible}
                className={`swiper-slide ${slideClassName ?? ''}`}
              >
                {slides[index]}
              </div>
            );
          })}
        </div>
      </div>
      {indicators && items.length > 1 && (
        <div className="carousel-controls absolute start-3 bottom-3 z-10 flex" data-carousel-indicators>
          {items.map((_, index) => (
            // A 12 px dot in a 32 px target (WCAG 2.2 target size).
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={format(labels.goTo, { index: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              className="group flex h-8 w-8 cursor-pointer items-center justify-center"
              data-carousel-indicator={index}
            >
              <span
                aria-hidden="true"
                className="h-3 w-3 rounded-full border-2 border-white bg-white/30 shadow group-aria-[current=true]:bg-white"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
