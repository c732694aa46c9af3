/**
 * What the site may load from hosts other than its own: the one language-neutral list that
 * content validation (src/content/schemas.ts) and the Content-Security-Policy
 * (src/server/security-headers.ts) both read, so a host is allowed in one place or nowhere.
 */
export const trustedSources = {
  /** Hosts editors may take images from over https (Firebase Storage, where uploads go). */
  imageHosts: ['firebasestorage.googleapis.com'],
  /** Map providers whose embed pages the contact page may show in a frame. */
  mapEmbeds: [
    { host: 'www.openstreetmap.org', pathPrefix: '/export/embed.html' },
    { host: 'www.google.com', pathPrefix: '/maps/embed' },
  ],
} as const;

/** Origins of the map providers, for frame-src. */
export const mapEmbedOrigins = [...new Set(trustedSources.mapEmbeds.map((embed) => `https://${embed.host}`))];
/** Origins of the image hosts, for img-src. */
export const imageHostOrigins = trustedSources.imageHosts.map((host) => `https://${host}`);

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

function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

export function isTrustedImageSource(value: string): boolean {
  if (isSitePath(value)) return true;
  const url = httpsUrl(value);
  return url !== undefined && (trustedSources.imageHosts as readonly string[]).includes(url.hostname) && url.port === '';
}

export function isTrustedMapEmbed(value: string): boolean {
  const url = httpsUrl(value);
  return (
    url !== undefined &&
    url.port === '' &&
    trustedSources.mapEmbeds.some((embed) => url.hostname === embed.host && url.pathname.startsWith(embed.pathPrefix))
  );
}
