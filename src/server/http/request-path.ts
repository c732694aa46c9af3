/**
 * Paths as the Node server sees them before Astro does. No page of the site has a path with
 * an empty segment, a dot segment, a backslash or an encoded slash, dot or backslash: such a
 * request is answered as not found before anything can turn it into a redirect (Astro's
 * trailing-slash redirect would send `//evil.example/%2e%2e/kurumsal/` off-site).
 */
const NOT_A_PAGE_PATH = /\/\/|\\|%2e|%2f|%5c|(^|\/)\.\.?(\/|$)/i;

export function rawPathname(url: string | undefined): string {
  const path = url ?? '/';
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

export function isPagePath(pathname: string): boolean {
  return pathname.startsWith('/') && !NOT_A_PAGE_PATH.test(pathname);
}

/**
 * A redirect target that stays on this site: a path with one leading slash. Anything else
 * (`//host`, `/\host`, `https://host`) is cut down to the site's root-relative form.
 */
export function sameSiteLocation(location: string): string {
  if (/^\/(?![/\\])/.test(location)) return location;
  let path = location;
  try {
    const url = new URL(location, 'http://same-site.invalid');
    path = url.origin === 'http://same-site.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    path = '/';
  }
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/** `/kurumsal/index.html` and `/kurumsal.html` name the page `/kurumsal` (Firebase Hosting's cleanUrls). */
export function cleanPath(pathname: string): string | undefined {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return clean === pathname ? undefined : clean || '/';
}
