/**
 * Build step for the security headers: merges the Content-Security-Policy Astro computed for
 * each page (security.csp with the adapter's static headers) into one site-wide policy, and
 * writes the full header set to <outDir>/security-headers.json, where the Node server and the
 * Firebase Hosting config (scripts/hosting-config.ts) read it.
 *
 * It also moves Astro's island style (`astro-island{display:contents}`), which Astro writes
 * before the first island in <body> where HTML does not allow <style>, into <head>. Its CSP
 * hash stays valid: the text does not change.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtHtmlFiles } from './built-html';
import { mergePolicies, securityHeaders, SECURITY_HEADERS_FILE } from '../server/security-headers';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

export function islandStyleInHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd < 0 || match.index < headEnd) return html;
  const withoutStyle = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return withoutStyle.slice(0, headEnd) + match[0] + withoutStyle.slice(headEnd);
}

export default function securityHeadersIntegration(): AstroIntegration {
  const policies: string[] = [];
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:generated': ({ routeToHeaders }) => {
        for (const { headers } of routeToHeaders.values()) {
          const policy = headers.get('Content-Security-Policy');
          if (policy) policies.push(policy);
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        // `dir` is the static output (dist/client); the servers read the headers next to it.
        const clientDir = fileURLToPath(dir);
        if (policies.length === 0)
          throw new Error("Astro computed no Content-Security-Policy: is security.csp on with the adapter's staticHeaders?");
        const headers = securityHeaders(mergePolicies(policies));
        await writeFile(join(clientDir, '..', SECURITY_HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
        let moved = 0;
        for (const file of await builtHtmlFiles(clientDir)) {
          const html = await readFile(file, 'utf8');
          const fixed = islandStyleInHead(html);
          if (fixed !== html) {
            await writeFile(file, fixed);
            moved++;
          }
        }
        logger.info(
          `${SECURITY_HEADERS_FILE} written from ${policies.length} page policies; island style moved into <head> on ${moved} pages`,
        );
      },
    },
  };
}
