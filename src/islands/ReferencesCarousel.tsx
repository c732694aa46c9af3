/**
 * References carousel (SPEC §9): 6000 ms; items per slide = window width / 200 - 1, at most
 * 8, recomputed on resize; each logo tile one eighth of the window width (never narrower
 * than 8.5rem, so logos stay legible on phones).
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
      slideClassName="!flex justify-center py-2"
      renderSlide={(reference) => {
        const img = <img src={reference.logo} alt={reference.name} width={320} height={80} loading="lazy" className="h-auto w-full" />;
        return (
          <figure className="flex w-[12.5vw] min-w-34 items-center justify-center rounded-lg border border-steel-200 bg-white p-3" data-reference-tile>
            {reference.url ? <a href={reference.url} rel="noopener">{img}</a> : img}
          </figure>
        );
      }}
    />
  );
}
