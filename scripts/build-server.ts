/**
 * Bundles the site's Node server (src/server/main.ts) next to Astro's entry, so production
 * runs it with plain Node: `node dist/server/main.mjs`. Runs after `astro build`.
 * Usage: tsx scripts/build-server.ts [<build folder, default dist>]
 */
import { join } from 'node:path';
import { build } from 'esbuild';

const dist = process.argv[2] ?? 'dist';
const outfile = join(dist, 'server', 'main.mjs');

await build({
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Astro's entry is loaded at run time from beside the bundle; packages stay in node_modules.
  packages: 'external',
  logLevel: 'warning',
});
console.log(`${outfile} written`);
