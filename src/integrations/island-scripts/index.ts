/**
 * What Astro writes before its islands, put right in every HTML answer: its scripts become
 * module scripts (module-island-scripts.ts says why), its style moves into <head>
 * (island-style.ts), and each island is named by its content, not by the folder it was built in
 * (island-ids.ts). A middleware, so pages rendered on demand (the contact form's native post)
 * get the same as the pre-rendered ones. No script's or style's text changes, so the CSP hashes hold.
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
