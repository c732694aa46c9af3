/** One dot per slide, the current one marked; a press brings its slide. */
import { format } from './carousel-state';

interface Props {
  count: number;
  active: number;
  /** 'Go to slide {index}' */
  goToLabel: string;
  goTo: (index: number) => void;
}

export function CarouselIndicators({ count, active, goToLabel, goTo }: Props) {
  return (
    <div className="carousel-controls absolute start-3 bottom-3 z-10 flex" data-carousel-indicators>
      {Array.from({ length: count }, (_, index) => (
        // A 12 px dot in a 32 px target (WCAG 2.2 target size).
        <button
          key={index}
          type="button"
          onClick={() => goTo(index)}
          aria-label={format(goToLabel, { index: index + 1 })}
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
  );
}
