/** Home slider (SPEC §2, §9): slider-flagged projects, descending index, window height, 4000 ms. */
import type { ResponsiveImage } from '../lib/images';
import Carousel from './carousel/Carousel';
import { HOME_SLIDER, type CarouselLabels } from './carousel/carousel-options';
import Picture from './Picture';

export interface HomeSlide {
  href: string;
  name: string;
  description: string;
  image: ResponsiveImage | null;
}

interface Props {
  slides: HomeSlide[];
  label: string;
  labels: CarouselLabels;
  ctaText: string;
}

export default function HomeSlider({ slides, label, labels, ctaText }: Props) {
  return (
    <Carousel
      items={slides}
      label={label}
      labels={labels}
      interval={HOME_SLIDER.interval}
      className="home-slider h-svh bg-navy-900 text-white"
      slideClassName="relative isolate !flex h-svh items-end overflow-hidden"
      renderSlide={(slide) => (
        <>
          {slide.image && (
            <div className="picture-fill absolute inset-0 -z-10">
              <Picture image={slide.image} alt="" className="h-full w-full object-cover" />
            </div>
          )}
          <div className="absolute inset-0 -z-10 bg-linear-to-t from-navy-950/90 via-navy-950/40 to-navy-950/30" />
          <div className="container-page pb-20 md:pb-28">
            <h2 className="max-w-3xl text-3xl leading-tight font-extrabold text-white md:text-6xl">{slide.name}</h2>
            <p className="mt-4 max-w-2xl text-lg text-steel-200">{slide.description}</p>
            <a
              href={slide.href}
              className="mt-8 inline-block rounded-md bg-accent-500 px-6 py-3 font-semibold text-navy-950 hover:bg-accent-400"
            >
              {ctaText}
            </a>
          </div>
        </>
      )}
    />
  );
}
