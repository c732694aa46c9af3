/**
 * Where the site's content may take what a page loads: the one list that content validation
 * (src/content/schemas.ts) and the Content-Security-Policy (src/server/security-headers.ts, and
 * through it firebase.json) both read, so a source is allowed in one place or nowhere.
 *
 * Images are the site's own: its files and the photographs editors upload, both named
 * '/images/...' (an upload: /images/uploads/<hash>.jpg, src/lib/content-images-folder.ts). No
 * other host is needed: uploads are kept in the project's Cloud Storage bucket, which
 * storage.rules closes to every browser, and the build copies them into the site. The map is
 * one of the exact embed pages its providers give, nothing else on their hosts.
 */
export const trustedSources = {
  /** Where the site's images are named: public/images and the photographs of src/assets/images. */
  imagePrefix: '/images/',
  /** The embed pages the contact page may show in a frame: exactly these, with any query. */
  mapEmbeds: ['https://www.openstreetmap.org/export/embed.html', 'https://www.google.com/maps/embed'],
} as const;

/** The map embed pages, for frame-src: a source with a path that does not end in '/' matches that path only. */
export const mapEmbedSources: readonly string[] = trustedSources.mapEmbeds;

/** Control characters and backslashes: browsers treat '\' as '/' and drop tabs and newlines in URLs. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const URL_TRAPS = /[\u0000-\u001f\u007f\\]/;

function httpsUrl(value: string): URL | undefined {
  if (URL_TRAPS.test(value) || !value.startsWith('https://')) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A path on this site: one leading '/', segments of letters, digits, - _ . ~ that never start with a dot. */
const SITE_PATH = /^\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

export function isTrustedImageSource(value: string): boolean {
  return SITE_PATH.test(value) && value.startsWith(trustedSources.imagePrefix);
}

export function isTrustedMapEmbed(value: string): boolean {
  const url = httpsUrl(value);
  return url !== undefined && !url.hash && (trustedSources.mapEmbeds as readonly string[]).includes(`${url.origin}${url.pathname}`);
}
