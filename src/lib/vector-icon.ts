/**
 * The site's vector icon (public/favicon.svg) as a data: URI, read once per build, for every
 * page's <link rel="icon">. Browsers ask for a page's icon while its first screen is still on the
 * wire: inside the document the icon costs some 30 compressed bytes, as a request a share of a
 * slow phone's round trip. (Only for a <link>: Chrome still records a request for a data: <img>,
 * and Lighthouse's simulation then charges it; docs/developers/benchmarks.md.)
 */
import svgToMiniDataURI from 'mini-svg-data-uri';
// Taken into the bundle when it is built: the pages the server renders per request run where
// the project's public/ folder is not (the server's image has only the build).
import iconSource from '../../public/favicon.svg?raw';

const ICON_FILE = 'public/favicon.svg';
/** Vite's own limit for the assets it inlines; every page carries the icon. */
const INLINE_LIMIT_BYTES = 4096;

function readVectorIcon(): string {
  const svg = iconSource.trim();
  const bytes = new TextEncoder().encode(svg).byteLength;
  if (bytes > INLINE_LIMIT_BYTES)
    throw new Error(`${ICON_FILE} is ${bytes} bytes: an icon every page carries inline may have ${INLINE_LIMIT_BYTES} at most`);
  // toSrcset: spaces as %20, which an href needs.
  return svgToMiniDataURI.toSrcset(svg);
}

export const vectorIconDataUri = readVectorIcon();
