import { isIP } from 'node:net';
import { configuredSiteOrigins, listenAddress, type Environment } from '../config';

/**
 * Whether a state-changing request comes from the site itself: its Origin is one the server's
 * configuration allows (never one taken from the request). A browser sends Origin on every
 * cross-site and every same-site POST, PATCH and DELETE, so a missing one is refused too.
 */
export function fromAllowedOrigin(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && allowedOrigins.includes(origin);
}

function originOf(value: string, where: string): string {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    throw new Error(`${where}: '${value}' is not a URL such as https://www.example.com.tr.`);
  }
  if (origin === 'null') throw new Error(`${where}: '${value}' has no origin; give an http(s) URL.`);
  return origin;
}

function isLoopbackOrWildcard(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (['localhost', '0.0.0.0', '::', '::1'].includes(bare)) return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * Origins allowed to post. SITE_ORIGINS when set; otherwise the site's base URL and the
 * address the server listens on. Never the request's own Host header: whoever sends the
 * request chooses it, so it would allow every origin.
 */
export function allowedOrigins(env: Environment, siteUrl: string | undefined): string[] {
  const configured = configuredSiteOrigins(env);
  if (configured.length > 0) return [...new Set(configured.map((o) => originOf(o, 'SITE_ORIGINS')))];

  const origins: string[] = [];
  if (siteUrl) origins.push(originOf(siteUrl, "Astro's site option"));
  const { host, port } = listenAddress(env);
  const hosts = [isIP(host) === 6 ? `[${host}]` : host];
  // A visitor's browser names a loopback or wildcard listener by any of its loopback names.
  if (isLoopbackOrWildcard(host)) hosts.push('localhost', '127.0.0.1', '[::1]');
  for (const name of hosts) origins.push(originOf(`http://${name}:${port}`, 'HOST and PORT'));
  return [...new Set(origins)];
}
