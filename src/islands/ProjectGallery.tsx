/**
 * Project detail carousel (SPEC §2, §9): the project's images, 4000 ms, indicators, 500 px
 * high from 768 px. On phones a 500 px box would crop a landscape photo into a tall strip, so
 * there each image keeps its own aspect ratio.
 *
 * Each photo is a link to its largest file: without JavaScript (or before hydration) it opens
 * the image itself; once hydrated it opens the photo viewer over the page, and closing that
 * gives focus back to the link that opened it.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import Carousel from './carousel/Carousel';
import { PROJECT_GALLERY, type CarouselLabels } from './carousel/carousel-options';
import Picture from './Picture';
import PhotoViewer, { type GalleryPhoto, type PhotoViewerLabels } from './PhotoViewer';

interface Props {
  images: GalleryPhoto[];
  label: string;
  labels: CarouselLabels;
  viewerLabels: PhotoViewerLabels;
}

/** A click the page should handle itself: not one that asks for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function ProjectGallery({ images, label, labels, viewerLabels }: Props) {
  const [opened, setOpened] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const close = () => {
    setOpened(null);
    opener.current?.focus();
  };

  return (
    <Carousel
      items={images}
      label={label}
      labels={labels}
      interval={PROJECT_GALLERY.interval}
      indicators
      className="overflow-hidden rounded-lg bg-navy-900"
      // On paper every photo shows small, in its own ratio (src/styles/print.css).
      slideClassName="max-md:!flex max-md:items-center md:!h-[500px] print:!h-auto"
      renderSlide={({ image, alt, altLang }, index) => (
        <>
          <a
            href={image.src}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              opener.current = event.currentTarget;
              setOpened(index);
            }}
            className="picture-fill block h-full w-full cursor-zoom-in focus-visible:-outline-offset-4"
            data-photo-link
          >
            <Picture image={image} alt={alt} altLang={altLang} priority={index === 0} className="h-auto w-full md:h-full md:object-cover" />
            <span className="sr-only"> {viewerLabels.enlarge}</span>
          </a>
          {/*
            The viewer is rendered from the slide that opened it, into <body>: outside the
            carousel's box (whose touch-action would forbid pinch-zoom), yet inside it for React,
            so the carousel sees focus within and does not rotate the opener away meanwhile.
          */}
          {opened === index &&
            createPortal(<PhotoViewer photos={images} start={index} label={label} labels={viewerLabels} onClose={close} />, document.body)}
        </>
      )}
    />
  );
}
