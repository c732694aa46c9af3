/**
 * Project detail carousel (SPEC §2, §9): the project's images, 4000 ms, indicators, 500 px
 * high from 768 px. On phones a 500 px box would crop a landscape photo into a tall strip, so
 * there each image keeps its own aspect ratio.
 */
import type { ResponsiveImage } from '../lib/images';
import Carousel from './carousel/Carousel';
import { PROJECT_GALLERY, type CarouselLabels } from './carousel/carousel-options';
import Picture from './Picture';

interface Props {
  images: { image: ResponsiveImage; alt: string }[];
  label: string;
  labels: CarouselLabels;
}

export default function ProjectGallery({ images, label, labels }: Props) {
  return (
    <Carousel
      items={images}
      label={label}
      labels={labels}
      interval={PROJECT_GALLERY.interval}
      indicators
      className="overflow-hidden rounded-lg bg-navy-900"
      slideClassName="picture-fill max-md:!flex max-md:items-center md:!h-[500px]"
      renderSlide={({ image, alt }, index) => (
        <Picture image={image} alt={alt} priority={index === 0} className="h-auto w-full md:h-full md:object-cover" />
      )}
    />
  );
}
