/**
 * The one carousel behind the home slider, the project gallery and the references band
 * (SPEC §4 and §9). Swiper moves the slides; this component adds what SPEC and the WAI-ARIA
 * carousel pattern ask for: a timer that advances, wraps unless told not to, pauses on hover
 * and on focus; a visible pause/play button first in tab order; previous/next buttons and
 * optional indicators; slides as labelled groups; no autoplay under prefers-reduced-motion.
 * The first slide is server-rendered, so the page is complete before (or without) JavaScript.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL_DEFAULTS, type CarouselLabels } from './carousel-options';

export interface CarouselProps<T> {
  items: T[];
  renderSlide: (item: T, index: number) => ReactNode;
  /** What the carousel shows, for its accessible name. */
  label: string;
  labels: CarouselLabels;
  interval?: number;
  /** false: stop at the last slide instead of going back to the first (SPEC: no-wrap). */
  wrap?: boolean;
  /** Items per slide, or a function of the window width recomputed on resize. */
  slidesPerView?: number | ((windowWidth: number) => number);
  indicators?: boolean;
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
 * Items per slide, a number or a function of the window width. The server renders one, as
 * the first slide must be complete without JavaScript; the browser then uses the width.
 */
function useSlidesPerView(setting: CarouselProps<unknown>['slidesPerView']): number {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
  if (typeof setting !== 'function') return setting ?? CAROUSEL_DEFAULTS.slidesPerView;
  return width === 0 ? 1 : setting(width);
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
  className,
  slideClassName,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const [active, setActive] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // Reduced motion: the visitor starts rotation themselves with the play button.
  const [chosenAutoplay, setAutoplay] = useState<boolean | null>(null);
  const autoplay = chosenAutoplay ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const perView = Math.max(1, Math.min(useSlidesPerView(slidesPerView), items.length));
  const lastStart = Math.max(0, items.length - perView);
  const atEnd = active >= lastStart;

  const rotating = autoplay && !hovered && !focused && items.length > perView && (wrap || !atEnd);

  useEffect(() => {
    if (!rotating || !swiper) return;
    const timer = setTimeout(() => swiper.slideNext(), interval);
    return () => clearTimeout(timer);
  }, [rotating, swiper, active, interval]);

  const goTo = (index: number) => swiper?.slideTo(index);
  const slideLabel = (index: number) => format(labels.slideOf, { index: index + 1, total: items.length });

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
      data-rotating={rotating}
      data-active-index={active}
      data-per-view={perView}
    >
      <div className="carousel-controls absolute end-3 bottom-3 z-10 flex items-center gap-2">
        {items.length > perView && (
          <>
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
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M9 2L4 7l5 5" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => swiper?.slideNext()}
              aria-label={labels.next}
              className="carousel-button"
              disabled={!wrap && atEnd}
              data-carousel-next
            >
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 2l5 5-5 5" />
              </svg>
            </button>
          </>
        )}
      </div>
      <Swiper
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.activeIndex)}
        slidesPerView={perView}
        spaceBetween={0}
        rewind={wrap}
        speed={reducedMotion ? 0 : CAROUSEL_DEFAULTS.speed}
        watchSlidesProgress
        className="h-full"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {items.map((item, index) => {
          const visible = index >= active && index < active + perView;
          return (
            <SwiperSlide
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={slideLabel(index)}
              inert={!visible}
              className={slideClassName}
            >
              {renderSlide(item, index)}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {indicators && items.length > 1 && (
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
