/**
 * The one carousel behind the home slider, the project gallery and the references band
 * (SPEC §4 and §9). Swiper moves the slides; this component adds what SPEC and the WAI-ARIA
 * carousel pattern ask for: a timer that advances, wraps unless told not to, pauses on hover
 * and on focus; a visible pause/play button first in tab order; previous/next buttons and
 * optional indicators; slides as labelled groups; no autoplay under prefers-reduced-motion.
 * Before (or without) JavaScript the server-rendered slides are a row scrolled by touch and
 * keyboard, as many in view as once the island runs (site-rules.css), and no control is shown
 * that would do nothing: the buttons appear once they work, the row's position carried over.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL_DEFAULTS, type CarouselLabels } from './carousel-options';
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
  className?: string;
  slideClassName?: string;
}

function format(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's motion preference; the server renders as if motion were fine. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
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

/** false on the server and while hydrating, true once the island runs: what renders differently then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

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
  className,
  slideClassName,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const [active, setActive] = useState(0);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // Reduced motion: the visitor starts rotation themselves with the play button.
  const [chosenAutoplay, setAutoplay] = useState<boolean | null>(null);
  const autoplay = chosenAutoplay ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const layoutPerView = Math.max(1, Math.min(useSlidesPerView(slidesPerView), items.length));
  // The markup follows the server's (one, no controls) until the island has hydrated.
  const perView = hydrated ? layoutPerView : 1;
  const lastStart = Math.max(0, items.length - perView);
  const atEnd = active >= lastStart;
  const controls = hydrated && items.length > perView;
  const controlsRef = useRef<HTMLDivElement>(null);
  const rowHadFocus = useRef(false);

  const rotating = hydrated && autoplay && !hovered && !focused && items.length > perView && (wrap || !atEnd);

  useEffect(() => {
    if (!rotating || !swiper) return;
    const timer = setTimeout(() => swiper.slideNext(), interval);
    return () => clearTimeout(timer);
  }, [rotating, swiper, active, interval]);

  // The row focused before the island ran is no longer a focus stop: focus goes to its first button.
  useEffect(() => {
    if (!rowHadFocus.current || !controls) return;
    rowHadFocus.current = false;
    controlsRef.current?.querySelector('button')?.focus();
  }, [controls]);

  /** Swiper has laid the row out: it starts at the slide the visitor had scrolled to, if any. */
  const takeOver = (instance: SwiperInstance) => {
    const row = instance.el;
    rowHadFocus.current = document.activeElement === row;
    const scrolled = row.scrollLeft;
    if (scrolled > 0) {
      row.scrollLeft = 0;
      instance.slideTo(Math.round(scrolled / (row.clientWidth / layoutPerView)), 0);
    }
    setSwiper(instance);
  };

  const goTo = (index: number) => swiper?.slideTo(index);
  const slideLabel = (index: number) => format(labels.slideOf, { index: index + 1, total: items.length });
  const buttons = (
    <div ref={controlsRef} className="pointer-events-auto flex items-center gap-2">
      <button
        type="button"
        onClick={() => setAutoplay(!autoplay)}
        aria-label={autoplay ? labels.pause : labels.play}
        className="carousel-button"
        data-carousel-rotation
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
          {autoplay ? <path d="M3 2h3v10H3zM8 2h3v10H8z" /> : <path d="M3 2l9 5-9 5z" />}
        </svg>
      </button>
      <button
        type="button"
        onClick={() => swiper?.slidePrev()}
        aria-label={labels.previous}
        className="carousel-button"
        disabled={!wrap && active === 0}
        data-carousel-previous
      >
        <StepIcon direction="previous" />
      </button>
      <button
        type="button"
        onClick={() => swiper?.slideNext()}
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
      data-hydrated={hydrated}
      data-rotating={rotating}
      data-active-index={active}
      data-per-view={perView}
    >
      {controls &&
        (controlsInContentColumn ? (
          <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10">
            <div className="carousel-controls container-page flex justify-end">{buttons}</div>
          </div>
        ) : (
          <div className="carousel-controls absolute end-3 bottom-3 z-10">{buttons}</div>
        ))}
      <Swiper
        onSwiper={takeOver}
        onSlideChange={(s) => setActive(s.activeIndex)}
        slidesPerView={layoutPerView}
        spaceBetween={0}
        rewind={wrap}
        speed={reducedMotion ? 0 : CAROUSEL_DEFAULTS.speed}
        watchSlidesProgress
        className="h-full"
        aria-live={rotating ? 'off' : 'polite'}
        // Until Swiper runs, the row scrolls natively (site-rules.css): a named focus stop for the keyboard.
        {...(hydrated ? {} : { tabIndex: 0, role: 'group', 'aria-label': label })}
      >
        {items.map((item, index) => {
          const visible = index >= active && index < active + perView;
          return (
            <SwiperSlide
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={slideLabel(index)}
              // Before the island runs every slide can be scrolled to, so none is inert.
              inert={hydrated && !visible}
              className={slideClassName}
            >
              {renderSlide(item, index)}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {hydrated && indicators && items.length > 1 && (
        <div className="absolute start-3 bottom-3 z-10 flex" data-carousel-indicators>
          {items.map((_, index) => (
            // A 12 px dot in a 32 px target (WCAG 2.2 target size).
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={format(labels.goTo, { index: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              className="group flex h-8 w-8 cursor-pointer items-center justify-center"
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
