/**
 * The security headers of every response, the one source for both servers: the Node server
 * (src/server/main.ts) sends them, and firebase.json is generated from them
 * (scripts/hosting-config.ts). Astro writes script-src and style-src itself, with the hashes
 * of the inline scripts and styles it emits (security.csp in astro.config.mjs); the other
 * directives come from here.
 */
import type { AstroUserConfig } from 'astro';
import { mapEmbedSources } from '../content/trusted-sources';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspConfig['directives']>[number];

/** Directives Astro adds to its policy; no 'unsafe-inline' anywhere. */
export const cspDirectives: CspDirective[] = [
  "default-src 'self'",
  // Images are the site's own only (data: for the icon built into every page, src/lib/vector-icon.ts);
  // the map's frame is its exact embed pages (src/content/trusted-sources.ts); 'self' is for the
  // studio's page preview, the one answer of the site that lets itself be framed (pagePreviewHeaders).
  "img-src 'self' data:",
  `frame-src 'self' ${mapEmbedSources.join(' ')}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/** Headers besides the policy. Two years of HSTS; X-Frame-Options for browsers without frame-ancestors. */
const staticSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * One policy for the whole site: Astro's per-page policies merged directive by directive.
 * Firebase Hosting sets headers by path pattern, not per page, and a page may only gain
 * hashes of scripts Astro itself emitted on another page.
 */
export function mergePolicies(policies: Iterable<string>): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const set = directives.get(name) ?? new Set<string>();
      for (const source of sources) set.add(source);
      directives.set(name, set);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Every header a response carries, given the site-wide policy. */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy, ...staticSecurityHeaders };
}

/**
 * The headers of the studio's page preview, the one answer the admin may frame: the site's, but
 * `frame-ancestors 'self'` (X-Frame-Options SAMEORIGIN for browsers without it) and no script at
 * all. The preview is a page of the site shown at the admin's origin to a signed-in editor: with
 * `script-src 'none'` neither an island, nor a component's inline script, nor anything an
 * editor's draft might carry runs there, and its HTML stays the page's own, unrewritten.
 */
export function pagePreviewHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const policy = headers['Content-Security-Policy'] ?? '';
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(frame-ancestors|script-src(-elem|-attr)?)\s/.test(`${directive} `));
  return {
    ...headers,
    'Content-Security-Policy': [...directives, "script-src 'none'", "frame-ancestors 'self'"].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Where the build leaves the merged headers for the servers, relative to the build's output folder. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';
