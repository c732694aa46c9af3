/**
 * Writes firebase.json from what the Node server uses too: the security headers the build
 * merged (dist/security-headers.json, from src/server/security-headers.ts) and the route
 * table's on-demand paths (the JSON endpoint and the form's native post in each language). Runs after `astro build`, so a deploy always carries the
 * policy of the pages it deploys; the committed copy is what a build of this commit writes.
 * Usage: npm run hosting:config [-- <build folder, default dist>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminApi, adminApiGlob, adminApiGlobOf, languageGlobs, onDemandPaths } from '../src/i18n/routes';
import { DOWNLOAD_POLICY } from '../src/server/admin/attachment-endpoints';
import { compressedCopiesGlob } from '../src/server/http/precompressed';
import { pagePreviewHeaders, SECURITY_HEADERS_FILE } from '../src/server/security-headers';
import { PAGE_MAX_AGE_SECONDS } from '../src/lib/page-cache';

const dist = process.argv[2] ?? 'dist';
const securityHeaders = JSON.parse(readFileSync(join(dist, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>;
const header = (key: string, value: string) => ({ key, value });

/** The Cloud Run service that runs dist/server/main.mjs (docs/developers/contact-requests.md). */
const server = { serviceId: 'ornek-site', region: 'europe-west1' };

const config = {
  hosting: {
    public: `${dist}/client`,
    cleanUrls: true,
    trailingSlash: false,
    // Hosting compresses by itself: the copies the build writes for the Node server stay out of a deploy.
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', compressedCopiesGlob],
    // Firebase applies every rule whose source matches; for the same header the last one wins.
    headers: [
      {
        source: '**',
        headers: [
          header('Cache-Control', `public, max-age=${PAGE_MAX_AGE_SECONDS}, must-revalidate`),
          ...Object.entries(securityHeaders).map(([key, value]) => header(key, value)),
        ],
      },
      { source: '/images/**', headers: [header('Cache-Control', 'public, max-age=86400')] },
      { source: '/_astro/**', headers: [header('Cache-Control', 'public, max-age=31536000, immutable')] },
      // Staff data: no browser or CDN cache may keep any of it (the server says so too).
      { source: adminApiGlob, headers: [header('Cache-Control', 'no-store')] },
      // A staff download of a visitor's file keeps its own sandboxing policy: Hosting's for every path would override it.
      {
        source: adminApiGlobOf(adminApi.contactRequestAttachment),
        headers: [header('Content-Security-Policy', DOWNLOAD_POLICY)],
      },
      // The studio's page preview, the one answer the admin may frame, runs no script and is one editor's alone.
      {
        source: adminApi.pagePreview,
        headers: [
          ...Object.entries(pagePreviewHeaders(securityHeaders))
            .filter(([key, value]) => securityHeaders[key] !== value)
            .map(([key, value]) => header(key, value)),
          header('Cache-Control', 'private, no-store'),
        ],
      },
    ],
    // Hosting serves a static file before a rewrite: the on-demand paths have none, so every
    // method reaches the server. A missing page under a language's own paths (/proje/..., /en/...,
    // /project/...) goes to the server too, which answers 404 with that language's not-found page:
    // Hosting has one 404.html per site (its i18n rewrites choose by the visitor's Accept-Language
    // or country, never by the path), so its own 404.html (every language, the default first)
    // answers only the paths no language claims.
    rewrites: [...onDemandPaths(), ...languageGlobs()].map((source) => ({ source, run: server })),
  },
  firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
  // Closed to clients: only the server and the export (service accounts) touch uploads.
  storage: { rules: 'storage.rules' },
};

writeFileSync('firebase.json', `${JSON.stringify(config, null, 2)}\n`);
console.log(`firebase.json written from ${join(dist, SECURITY_HEADERS_FILE)}`);
