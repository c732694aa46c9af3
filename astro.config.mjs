// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import node from '@astrojs/node';

export default defineConfig({
  // Paths from SPEC are kept exactly and served without a trailing slash (DECISIONS.md).
  trailingSlash: 'never',
  build: { format: 'directory' },
  integrations: [react()],
  // Every page is pre-rendered; only /api/contact runs on demand (prerender = false).
  adapter: node({ mode: 'standalone' }),
  vite: { plugins: [tailwindcss()] },
  // The contact endpoint checks the origin of every POST itself, JSON bodies included.
  security: { checkOrigin: false },
  server: { host: '127.0.0.1', port: 4321 },
});
