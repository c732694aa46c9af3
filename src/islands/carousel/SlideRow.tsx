/**
 * The carousel's row of slides, each a labelled group. Until Swiper runs the row scrolls
 * natively (site-rules.css) and every slide can be scrolled to; once it runs, the slides out of
 * view are inert.
 */
import type { ReactNode, RefObject } from 'react';
import type { CarouselLabels } from './carousel-options';
import { format } from './carousel-state';

interface Props {
  rowRef: RefObject<HTMLDivElement | null>;
  /** The carousel's accessible name, the row's own while it is a focus stop. */
  label: string;
  labels: CarouselLabels;
  slides: ReactNode[];
  started: boolean;
  rotating: boolean;
  active: number;
  perView: number;
  slideClassName: string | undefined;
}

export function SlideRow({ rowRef, label, labels, slides, started, rotating, active, perView, slideClassName }: Props) {
  return (
    <div
      ref={rowRef}
      className="swiper h-full"
      aria-live={rotating ? 'off' : 'polite'}
      // Until Swiper runs, the row scrolls natively (site-rules.css): a named focus stop for the keyboard.
      {...(started ? {} : { tabIndex: 0, role: 'group', 'aria-label': label })}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={format(labels.slideOf, { index: index + 1, total: slides.length })}
            // Before Swiper runs every slide can be scrolled to, so none is inert.
            inert={started && (index < active || index >= active + perView)}
            className={`swiper-slide ${slideClassName ?? ''}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
