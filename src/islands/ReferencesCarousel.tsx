/**
 * References carousel (SPEC §9): 6000 ms; from 768 px, items per slide = window width / 200
 * - 1, at most 8, each logo tile one eighth of the window width (never narrower than 8.5rem);
 * below 768 px three logos, each a third of the row. Recomputed on resize.
 */
import Carousel from './carousel/Carousel';
import { REFERENCES_CAROUSEL, referencesPerView, type CarouselLabels } from './carousel/carousel-options';

export interface ReferenceLogoItem {
  name: string;
  logo: string;
  url?: string | undefined;
}

interface Props {
  references: ReferenceLogoItem[];
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
      className="pb-16"
      slideClassName="!flex justify-center px-1.5 py-2 md:px-0"
      renderSlide={(reference) => {
        const img = <img src={reference.logo} alt={reference.name} width={320} height={80} loading="lazy" className="h-auto w-full" />;
        return (
          <figure
            className="flex w-full items-center md:w-[12.5vw] md:min-w-34 justify-center rounded-lg border border-steel-200 bg-white p-3"
            data-reference-tile
          >
            {reference.url ? (
              <a href={reference.url} rel="noopener">
                {img}
              </a>
            ) : (
              img
            )}
          </figure>
        );
      }}
    />
  );
}
