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
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_DEFAULTS, type CarouselLabels } from './carousel-options';
import { carouselView } from './carousel-state';
import { CarouselControls } from './CarouselControls';
import { CarouselIndicators } from './CarouselIndicators';
import { SlideRow } from './SlideRow';
import { useAutoplay } from './use-autoplay';
import { useHeld } from './use-held';
import { useRotationTimer } from './use-rotation-timer';
import { useSwiper } from './use-swiper';
import { useHydrated, usePrefersReducedMotion, useSlidesPerView, type SlidesPerViewSetting } from './window-hooks';

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
  slidesPerView?: SlidesPerViewSetting;
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
  const [active, setActive] = useState(0);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const { held, handlers: holdHandlers } = useHeld();
  const layoutPerView = Math.max(1, Math.min(useSlidesPerView(slidesPerView), items.length));
  const sectionRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const [autoplay, setAutoplay] = useAutoplay(rotationRef, reducedMotion);
  // The first change counts from when the carousel was first seen; after a pause or a slide
  // the visitor chose, a whole interval.
  const firstChangePending = useRef(true);
  const [swiper, running] = useSwiper(rowRef, controlsRef, {
    wrap,
    perView: layoutPerView,
    speed: reducedMotion ? 0 : CAROUSEL_DEFAULTS.speed,
    onSlideChange: (index) => {
      firstChangePending.current = false;
      setActive(index);
    },
  });
  // Until Swiper runs, every slide can be scrolled to: the markup is the server's.
  const started = swiper !== undefined;
  const { perView, atEnd, controls, rotating } = carouselView({
    itemCount: items.length,
    layoutPerView,
    started,
    active,
    wrap,
    autoplay,
    held,
  });
  useRotationTimer(sectionRef, firstChangePending, swiper, rotating, active, interval);

  // The slides' content depends on the items alone: a slide change re-renders no picture.
  const slides = useMemo(() => items.map((item, index) => renderSlide(item, index)), [items, renderSlide]);

  return (
    <section
      ref={sectionRef}
      aria-roledescription={labels.carousel}
      aria-label={label}
      className={`relative ${className ?? ''}`}
      {...holdHandlers}
      data-carousel
      data-wrap={wrap}
      data-hydrated={hydrated}
      data-rotating={rotating}
      data-active-index={active}
      data-per-view={perView}
    >
      {controls && (
        <CarouselControls
          labels={labels}
          autoplay={autoplay}
          onRotation={() => setAutoplay(!autoplay)}
          running={running}
          previousDisabled={!wrap && active === 0}
          nextDisabled={!wrap && atEnd}
          inContentColumn={controlsInContentColumn}
          onTopOnPhones={controlsOnTopOnPhones}
          controlsRef={controlsRef}
          rotationRef={rotationRef}
        />
      )}
      <SlideRow
        rowRef={rowRef}
        label={label}
        labels={labels}
        slides={slides}
        started={started}
        rotating={rotating}
        active={active}
        perView={perView}
        slideClassName={slideClassName}
      />
      {indicators && items.length > 1 && (
        <CarouselIndicators count={items.length} active={active} goToLabel={labels.goTo} goTo={(index) => running()?.slideTo(index)} />
      )}
    </section>
  );
}
