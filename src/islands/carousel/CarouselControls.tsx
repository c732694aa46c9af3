/**
 * The carousel's buttons: pause/play first in tab order (WCAG 2.2.2), then previous and next.
 * They sit at the carousel's edge, or at the end of the page's content column for a full-width
 * carousel; before-island.ts makes the same markup work before the island runs.
 */
import type { RefObject } from 'react';
import type Swiper from 'swiper';
import type { CarouselLabels } from './carousel-options';
import { StepIcon } from './StepIcon';

const PAUSE_ICON = 'M3 2h3v10H3zM8 2h3v10H8z';
const PLAY_ICON = 'M3 2l9 5-9 5z';

export interface CarouselControlsProps {
  labels: CarouselLabels;
  autoplay: boolean;
  onRotation: () => void;
  /** Swiper, started now if it has not yet. */
  running: () => Swiper | undefined;
  previousDisabled: boolean;
  nextDisabled: boolean;
  inContentColumn: boolean;
  onTopOnPhones: boolean;
  controlsRef: RefObject<HTMLDivElement | null>;
  rotationRef: RefObject<HTMLButtonElement | null>;
}

export function CarouselControls(props: CarouselControlsProps) {
  const { labels, autoplay } = props;
  const edge = props.onTopOnPhones ? 'max-md:top-2 md:bottom-3' : 'bottom-3';
  const buttons = (
    <div ref={props.controlsRef} className="pointer-events-auto flex items-center gap-2">
      <button
        ref={props.rotationRef}
        type="button"
        onClick={props.onRotation}
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
        onClick={() => props.running()?.slidePrev()}
        aria-label={labels.previous}
        className="carousel-button"
        disabled={props.previousDisabled}
        data-carousel-previous
      >
        <StepIcon direction="previous" />
      </button>
      <button
        type="button"
        onClick={() => props.running()?.slideNext()}
        aria-label={labels.next}
        className="carousel-button"
        disabled={props.nextDisabled}
        data-carousel-next
      >
        <StepIcon direction="next" />
      </button>
    </div>
  );
  return props.inContentColumn ? (
    <div className={`pointer-events-none absolute inset-x-0 z-10 ${edge}`}>
      <div className="carousel-controls container-page flex justify-end">{buttons}</div>
    </div>
  ) : (
    <div className={`carousel-controls absolute end-3 z-10 ${edge}`}>{buttons}</div>
  );
}
