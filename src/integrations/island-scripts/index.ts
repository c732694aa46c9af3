/**
 * Astro's island scripts become module scripts (module-island-scripts.ts says why), in every
 * HTML answer: a middleware, so pages rendered on demand (the contact form's native post) get
 * the same as the pre-rendered ones. The scripts' text is unchanged, so their CSP hashes hold.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function islandScripts(): AstroIntegration {
  return {
    name: 'island-scripts',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: fileURLToPath(new URL('./middleware.ts', import.meta.url)), order: 'post' });
      },
    },
  };
}
