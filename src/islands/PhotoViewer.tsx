/**
 * A gallery's photos opened large: a native modal <dialog> over the whole window. The dialog
 * brings what a modal needs (the page behind inert, Escape closes, focus moves in); this adds
 * a row of photos that snaps one to a screen, so a swipe is the browser's own scroll and
 * pinch-zoom stays the browser's own, arrow keys and buttons that move it, a counter with the
 * photo's description, and a close button. The caller returns focus when it closes.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ResponsiveImage } from '../lib/images';
import Picture from './Picture';
import { StepIcon } from './carousel/StepIcon';

/** A project's photo: its picture, its alt text and, where it is not the page's, that text's language. */
export interface GalleryPhoto {
  image: ResponsiveImage;
  alt: string;
  altLang?: string | undefined;
}

export interface PhotoViewerLabels {
  /** Said after a photo's description on the link that opens it. */
  enlarge: string;
  close: string;
  previous: string;
  next: string;
  /** '{index} / {total}' */
  count: string;
}

function formatCount(template: string, index: number, total: number): string {
  return template.replace('{index}', String(index)).replace('{total}', String(total));
}

interface Props {
  photos: GalleryPhoto[];
  /** The photo it opens on. */
  start: number;
  /** The dialog's accessible name. */
  label: string;
  labels: PhotoViewerLabels;
  onClose: () => void;
}

export default function PhotoViewer({ photos, start, label, labels, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(start);

  useEffect(() => {
    const element = dialog.current;
    const row = strip.current;
    if (!element || !row) return;
    element.showModal();
    row.scrollTo({ left: start * row.clientWidth, behavior: 'instant' });
    return () => element.close();
  }, [start]);

  // The photo shown is the one the row has scrolled to, however it got there (swipe, key, button).
  const onScroll = () => {
    const row = strip.current;
    if (row && row.clientWidth > 0) setCurrent(Math.round(row.scrollLeft / row.clientWidth));
  };
  const go = (index: number) => {
    const row = strip.current;
    const target = Math.max(0, Math.min(photos.length - 1, index));
    // CSS decides whether it glides (motion-safe:scroll-smooth), so reduced motion jumps.
    row?.scrollTo({ left: target * row.clientWidth });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: photos.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const shown = photos[current] ?? photos[0];
  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-navy-950 p-0 text-white backdrop:bg-navy-950"
      data-photo-viewer
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="min-w-0 text-sm" data-photo-viewer-caption>
            <span className="font-semibold" data-photo-viewer-counter>
              {formatCount(labels.count, current + 1, photos.length)}
            </span>
            <span className="ms-3 text-steel-200" lang={shown?.altLang}>
              {shown?.alt}
            </span>
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={labels.close}
            className="carousel-button shrink-0"
            data-photo-viewer-close
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 3l10 10M13 3L3 13" />
            </svg>
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <ul
            ref={strip}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a row that scrolls is reached by keyboard too (WCAG 2.1.1)
            tabIndex={0}
            onScroll={onScroll}
            aria-label={label}
            className="flex h-full snap-x snap-mandatory overflow-x-auto focus-visible:-outline-offset-4 overflow-y-hidden overscroll-x-contain motion-safe:scroll-smooth [scrollbar-width:none]"
            data-photo-viewer-strip
          >
            {photos.map(({ image, alt, altLang }, index) => (
              <li key={index} className="picture-fill h-full w-full flex-none snap-center snap-always">
                <Picture image={{ ...image, sizes: '100vw' }} alt={alt} altLang={altLang} className="h-full w-full object-contain" />
              </li>
            ))}
          </ul>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(current - 1)}
                disabled={current === 0}
                aria-label={labels.previous}
                className="carousel-button absolute start-3 top-1/2 -translate-y-1/2"
                data-photo-viewer-previous
              >
                <StepIcon direction="previous" />
              </button>
              <button
                type="button"
                onClick={() => go(current + 1)}
                disabled={current === photos.length - 1}
                aria-label={labels.next}
                className="carousel-button absolute end-3 top-1/2 -translate-y-1/2"
                data-photo-viewer-next
              >
                <StepIcon direction="next" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
