/**
 * Build step for the security headers: merges the Content-Security-Policy Astro computed for
 * each page (security.csp with the adapter's static headers) into one site-wide policy, and
 * writes the full header set to <outDir>/security-headers.json, where the Node server and the
 * Firebase Hosting config (scripts/hosting-config.ts) read it.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { mergePolicies, securityHeaders, SECURITY_HEADERS_FILE } from '../server/security-headers';

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
        logger.info(`${SECURITY_HEADERS_FILE} written from ${policies.length} page policies`);
      },
    },
  };
}
