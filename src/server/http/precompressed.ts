/**
 * The compressed copies of the build's files: the build (scripts/precompress.ts) writes a
 * brotli and a gzip file beside each file of a compressible kind (`index.html.br`,
 * `index.html.gz`) where it is smaller, and the server (static-files.ts) sends the one the
 * browser's Accept-Encoding prefers. Firebase Hosting compresses by itself: the Hosting config
 * (scripts/hosting-config.ts) leaves these copies out of a deploy.
 */

/** The encodings the build writes, the preferred first, each with the suffix of its file. */
export const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof encodings)[number]['name'];

/**
 * Text formats (pages, styles, scripts, images drawn as text, data) and the icon, a bitmap
 * stored raw. Photos (webp, avif, jpg, png) and woff2 fonts are compressed already.
 */
const compressibleExtensions = ['html', 'css', 'js', 'mjs', 'json', 'map', 'svg', 'xml', 'txt', 'webmanifest', 'ico', 'csv'] as const;

const COMPRESSIBLE = new RegExp(`\\.(${compressibleExtensions.join('|')})$`);
const COMPRESSED_COPY = new RegExp(`\\.(${compressibleExtensions.join('|')})(${encodings.map((e) => `\\${e.suffix}`).join('|')})$`);

/** Whether the build writes compressed copies of the file at `path` (by its extension, as written), so its answer varies with Accept-Encoding. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** Whether `path` names a compressed copy of another file: never a file of the site at its own address. */
export function isCompressedCopy(path: string): boolean {
  return COMPRESSED_COPY.test(path);
}

/** The glob of every compressed copy under a folder, for the tools that must leave them out. */
export const compressedCopiesGlob = `**/*.{${compressibleExtensions.join(',')}}.{${encodings.map((e) => e.suffix.slice(1)).join(',')}}`;

/**
 * Which of the `offered` encodings to send, by the request's Accept-Encoding (RFC 9110,
 * 12.5.3): the one with the highest weight, brotli before gzip before none on a tie. A coding
 * the header does not name takes the weight of `*`, if any, else 0; no compression (identity)
 * is acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it), and weighs as
 * much as the least wanted coding named (as the `negotiator` package has it). Undefined: send the file as it is (also when nothing
 * offered is acceptable: the file as it is beats an error page).
 */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding || offered.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (token === '') continue;
    const q = params.map((param) => /^q=([01](?:\.\d{0,3})?)$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const coding = token.toLowerCase() === 'x-gzip' ? 'gzip' : token.toLowerCase();
    weights.set(coding, Math.max(weights.get(coding) ?? 0, q === undefined ? 1 : Math.min(1, Number(q))));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const wanted = [...weights].filter(([coding, q]) => coding !== 'identity' && coding !== '*' && q > 0).map(([, q]) => q);
  const identity = weights.get('identity') ?? weights.get('*') ?? Math.min(1, ...wanted);
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const { name } of encodings) {
    if (!offered.includes(name)) continue;
    const q = weight(name);
    if (q > bestWeight) [best, bestWeight] = [name, q];
  }
  return best !== undefined && bestWeight >= identity ? best : undefined;
}

/**
 * chooseEncoding, remembering its answer for each Accept-Encoding and offer: browsers send a
 * handful of distinct headers, parsed once each instead of once a request. At most 256 are kept,
 * since a client may send any header.
 */
export function rememberedEncodingChoice(): typeof chooseEncoding {
  const known = new Map<string, Encoding | undefined>();
  return (acceptEncoding, offered) => {
    if (!acceptEncoding || offered.length === 0) return undefined;
    const key = `${offered.join(',')} ${acceptEncoding}`;
    if (known.has(key)) return known.get(key);
    const choice = chooseEncoding(acceptEncoding, offered);
    if (known.size >= REMEMBERED_CHOICES) known.clear();
    known.set(key, choice);
    return choice;
  };
}
const REMEMBERED_CHOICES = 256;
