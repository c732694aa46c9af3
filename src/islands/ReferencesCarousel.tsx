/**
 * References carousel (SPEC §9): 6000 ms; from 768 px, items per slide = window width / 200
 * - 1, at most 8, each logo tile one eighth of the window width (never narrower than 8.5rem);
 * below 768 px three logos (two below 480 px), each tile filling its share of the row and never
 * narrower than 136 px either (DECISIONS.md). Recomputed on resize. The row spans the window;
 * its buttons sit at the end of the content column, under the "all references" link.
 */
import type { ReferenceTileData } from '../lib/reference-tiles';
import Carousel from './carousel/Carousel';
import { REFERENCES_CAROUSEL, referencesPerView, type CarouselLabels } from './carousel/carousel-options';
import ReferenceTile from './ReferenceTile';

interface Props {
  references: ReferenceTileData[];
  label: string;
  labels: CarouselLabels;
}

export default function ReferencesCarousel({ references, label, labels }: Props) {
  return (
    <Carousel
      items={references}
      label={label}
      labels={labels}
      interval={REFERENCES_CAROUSEL.interval}
      slidesPerView={referencesPerView}
      // The same count for the row before the island runs (site-rules.css).
      className="references-per-view pb-16"
      controlsInContentColumn
      // Slides as high as the highest, so a two-line name makes no taller tile than a short one.
      slideClassName="!flex !h-auto justify-center px-1.5 py-2 md:px-0"
      renderSlide={(reference) => <ReferenceTile reference={reference} className="w-full md:w-[12.5vw] md:min-w-34" />}
    />
  );
}
