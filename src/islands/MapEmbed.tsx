/**
 * Loads the map's third-party frame only when the visitor asks for it (privacy and speed):
 * until then the page shows the static preview around this control and loads nothing from
 * the map provider.
 *
 * The control is a link to the provider's map page, so before and without JavaScript a press
 * still opens the map (a press before hydration is kept for the island: MapShowControl.astro);
 * once hydrated, a plain press shows the map here instead. A press meant for a new tab or
 * window still opens one.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';

interface Props {
  embedSrc: string;
  title: string;
  showLabel: string;
}

export default function MapEmbed({ embedSrc, title, showLabel }: Props) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The control is gone once pressed: keyboard focus moves on to the map it asked for.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setShown(true);
  };
  if (shown) {
    // The provider's page runs its own scripts (tiles, panning) but may not navigate this page,
    // open windows or submit forms; it learns our origin only, never the page's path.
    return (
      <iframe
        ref={frame}
        src={embedSrc}
        title={title}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className="absolute inset-0 h-full w-full border-0 bg-steel-100"
        data-map-frame
      />
    );
  }
  return (
    <a
      href={embedSrc}
      onClick={show}
      className="rounded-md bg-white px-5 py-2 font-semibold text-navy-900 shadow hover:bg-steel-100"
      data-map-show
    >
      {showLabel}
    </a>
  );
}
