// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  // Paths from SPEC are kept exactly and served without a trailing slash (DECISIONS.md).
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  server: { host: '127.0.0.1', port: 4321 },
});
