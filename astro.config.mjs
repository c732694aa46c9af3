// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import node from '@astrojs/node';
import { getSiteSettings } from './src/content/operations';
import { defaultLang } from './src/i18n/routes';
import { DEFAULT_LISTEN } from './src/server/listen';
import { cspDirectives } from './src/server/security-headers';
import securityHeaders from './src/integrations/security-headers';
import injectedPages from './src/integrations/injected-pages';
import buildFacts from './src/integrations/build-facts';
import siteServices from './src/integrations/site-services';
import clientDirectives from './src/integrations/client-directives';
import pageStylesheets from './src/integrations/page-stylesheets';
import islandScripts from './src/integrations/island-scripts';
import imageCache from './src/integrations/build-cache/image-cache';
import pageReuse from './src/integrations/page-reuse';
import { satteri } from '@astrojs/markdown-satteri';
import { handbookLinks } from './src/integrations/handbook-links';

export default defineConfig({
  // The content's base URL: canonical links are built from it, and the contact endpoint
  // accepts posts from it (import.meta.env.SITE).
  site: getSiteSettings(defaultLang).baseUrl,
  // Paths from SPEC are kept exactly and served without a trailing slash (DECISIONS.md).
  trailingSlash: 'never',
  // Four pages rendered at once: a page's file writes then overlap the next page's rendering
  // (1,000 projects: 13.7 s of prerendering at 1, 13.6 at 2, 9.9 at 4, 10.1 at 8).
  build: { format: 'directory', concurrency: 4 },
  integrations: [
    react(),
    clientDirectives(),
    islandScripts(),
    securityHeaders(),
    pageStylesheets(),
    injectedPages(),
    buildFacts(),
    siteServices(),
    // Optimised photos are kept in BUILD_CACHE_DIR between builds (its own image service).
    imageCache(),
    // Last: it carries the page stylesheets' and the security headers' records over to the pages it reuses.
    pageReuse(),
  ],
  // Every page is pre-rendered; only /api/contact and the route table's onDemand pages (the
  // contact form's native post) run on demand (prerender = false).
  // staticHeaders: the policy becomes an HTTP header (src/server/main.ts), not a <meta> tag.
  // Middleware mode: src/server/main.ts serves the files and hands the routes its services.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  vite: {
    plugins: [tailwindcss()],
    build: {
      rollupOptions: {
        output: {
          // Every page loads the one site stylesheet; without this it is named after whichever
          // page view Rollup met first (it was 'NotFoundPage').
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? '_astro/site.[hash][extname]' : '_astro/[name].[hash][extname]',
        },
      },
    },
  },
  // The only Markdown is the editors' handbook (src/routes/admin-handbook.astro): no code to
  // highlight (Shiki's inline styles would need 'unsafe-inline' under the CSP); its links between
  // pages lead to the served pages.
  markdown: { syntaxHighlight: false, processor: satteri({ mdastPlugins: [handbookLinks] }) },
  security: {
    // The contact endpoint checks the origin of every POST itself, JSON bodies included.
    checkOrigin: false,
    // Hashes of the scripts and styles Astro emits; no 'unsafe-inline' (src/server/security-headers.ts).
    csp: { directives: cspDirectives },
  },
  server: { host: DEFAULT_LISTEN.host, port: Number(DEFAULT_LISTEN.port) },
});
