/**
 * Home slider (SPEC §2, §9): slider-flagged projects, descending index, the first screen's
 * height, 4000 ms. It lies behind the home caption (HomeHero.astro): each slide names its
 * project at the bottom; the first slide's image is the page's largest paint, asked for first.
 * On phones the caption can make it taller than the screen, so its buttons sit at its top there,
 * where the pause button is on the first screen whatever the caption's length.
 */
import type { ResponsiveImage } from '../lib/images';
import Carousel from './carousel/Carousel';
import { HOME_SLIDER, type CarouselLabels } from './carousel/carousel-options';
import Picture from './Picture';

interface HomeSlide {
  href: string;
  name: string;
  description: string;
  image: ResponsiveImage | null;
  /** A project not translated yet: its text's language tag and the short mark saying so. */
  untranslated?: { tag: string; badge: string } | undefined;
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
      controlsInContentColumn
      controlsOnTopOnPhones
      className="home-slider h-full bg-navy-900 text-white"
      slideClassName="relative isolate !flex h-full items-end overflow-hidden"
      renderSlide={(slide, index) => (
        <>
          {/* Decoration behind the slide's heading, which names the project: no alt text, the stored one neither. */}
          {slide.image && (
            <div className="picture-fill absolute inset-0 -z-10">
              <Picture image={slide.image} alt="" priority={index === 0} className="h-full w-full object-cover" />
            </div>
          )}
          {/* Dark at the top for the home caption, and at the bottom for the slide's own. */}
          <div className="absolute inset-0 -z-10 bg-linear-to-b from-navy-950/90 via-navy-950/55 to-navy-950/95" />
          {/* Room under it for the buttons from 768 px; on phones they sit at the top. */}
          <div className="container-page pb-6 md:pb-16">
            <h2 className="max-w-3xl text-xl leading-tight font-bold text-white md:text-2xl" lang={slide.untranslated?.tag}>
              {slide.name}
            </h2>
            <p className="mt-2 hidden max-w-2xl text-steel-100 md:block" lang={slide.untranslated?.tag}>
              {slide.description}
            </p>
            {slide.untranslated && (
              <p className="mt-2 w-fit rounded-md border border-white/70 px-2 py-0.5 text-xs font-semibold" data-untranslated-mark>
                {slide.untranslated.badge}
              </p>
            )}
            <a
              href={slide.href}
              className="mt-3 inline-block rounded-md border border-white/70 bg-navy-950/40 px-4 py-2 text-sm font-semibold text-white hover:bg-white hover:text-navy-950"
            >
              {ctaText}
            </a>
          </div>
        </>
      )}
    />
  );
}
