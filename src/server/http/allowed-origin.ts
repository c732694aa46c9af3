/**
 * Whether a state-changing request comes from the site itself: its Origin is one the server's
 * configuration allows (never one taken from the request). A browser sends Origin on every
 * cross-site and every same-site POST, PATCH and DELETE, so a missing one is refused too.
 */
export function fromAllowedOrigin(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && allowedOrigins.includes(origin);
}
