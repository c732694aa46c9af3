/**
 * Build step: `astro build` takes each optimised image it made before from the build cache
 * (BUILD_CACHE_DIR/images, src/server/config.ts) through ./cached-sharp-service.ts, prints how
 * many it encoded and how many it took from there (also in <outDir>/build-cache.json), and
 * removes the entries no recent build used (DEFAULT_KEEP in ./cache-shelf.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCacheDir, processEnvironment } from '../../server/config';
import { addToBuildCacheReport } from './build-report';
import { cacheShelf } from './cache-shelf';
import { ENCODED, REUSED, type CachedSharpConfig } from './cached-sharp-service';

const SERVICE = fileURLToPath(new URL('./cached-sharp-service.ts', import.meta.url));

/**
 * The service's module as Vite resolves it from the project's folder. Astro hashes this string
 * into every optimised image's file name, so it must not name the folder: a publish run builds in
 * a copy elsewhere, and an absolute path gave each copy new image names, hence new HTML on every
 * page (every page compressed again, every page "changed" in the studio's report).
 */
const serviceFromRoot = (root: URL) => `./${relative(fileURLToPath(root), SERVICE).split(sep).join('/')}`;
const ASTRO_VERSION = (createRequire(import.meta.url)('astro/package.json') as { version: string }).version;

/**
 * Astro keeps its own copy of each optimised image (<cacheDir>/assets) and, finding a file of the
 * output's name there, copies it without asking the image service: a copy our cache would not
 * see used (its entry then evicted while still in use), not counted, and never checked against a
 * newer encoder. Worse, it writes that copy in place: builds of one project at once (a test's
 * builds beside the XSS corpus's, a publish run beside a developer's) shared it, and one could
 * copy another's half-written image into its output. So each build gets a cache folder of its
 * own, empty when it starts and removed when it ends; the images are cached by our shelf alone.
 */
function ownAstroCacheDir(): string {
  return mkdtempSync(join(tmpdir(), 'astro-build-cache-'));
}

/** How many of the build's images were encoded, and how many came from the cache, by its ledger. */
function countLedger(ledger: string): { encoded: number; fromCache: number } {
  // Gone only when another build's eviction took it for abandoned, a day after it was made.
  const lines = existsSync(ledger) ? readFileSync(ledger, 'utf8').split('\n') : [];
  return { encoded: lines.filter((line) => line === ENCODED).length, fromCache: lines.filter((line) => line === REUSED).length };
}

export default function imageCache(): AstroIntegration {
  const images = cacheShelf(join(buildCacheDir(processEnvironment()), 'images'));
  const ledger = images.scratchPath('ledger');
  let astroCacheDir: string | undefined;
  let outDir = 'dist';
  return {
    name: 'image-cache',
    hooks: {
      // The settings reach the server's bundle too (Astro's /_image endpoint): on a machine without
      // this folder the service is Astro's own, and without the ledger it counts nothing.
      'astro:config:setup': ({ config, updateConfig, command }) => {
        const serviceConfig: CachedSharpConfig = {
          ...config.image.service.config,
          cacheDir: images.dir,
          astroVersion: ASTRO_VERSION,
          ledger,
        };
        if (command === 'build') astroCacheDir = ownAstroCacheDir();
        updateConfig({
          image: { service: { entrypoint: serviceFromRoot(config.root), config: serviceConfig } },
          ...(astroCacheDir ? { cacheDir: pathToFileURL(`${astroCacheDir}/`) } : {}),
        });
      },
      'astro:config:done': ({ config }) => {
        // The build's folder (dist), which holds the CDN's (client) beside the server's.
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': async () => {
        await mkdir(images.dir, { recursive: true });
        await images.recordBuild();
        writeFileSync(ledger, '');
      },
      'astro:build:done': async ({ logger }) => {
        const { encoded, fromCache } = countLedger(ledger);
        rmSync(ledger, { force: true });
        logger.info(`${encoded} image(s) encoded, ${fromCache} taken from the build cache (${images.dir})`);
        addToBuildCacheReport(outDir, { images: { encoded, fromCache } });
        const { removed } = await images.evict();
        if (removed > 0) logger.info(`${removed} cached image(s) that no recent build used were removed`);
        if (astroCacheDir) rmSync(astroCacheDir, { recursive: true, force: true });
      },
    },
  };
}
