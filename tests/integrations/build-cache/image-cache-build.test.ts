/**
 * The build-cache integration (src/integrations/build-cache/image-cache.ts) in a real `astro build`
 * of a one-page project with one of the site's photographs in three transforms: the first build
 * encodes them, a second build given the first one's cache folder copied elsewhere (as the
 * workflow's cache step restores it) encodes none, even with Astro's own image cache full from
 * the first, and says so in its build-cache.json.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildCacheReport } from '../../../src/integrations/build-cache/build-report';
import { astroBuild } from '../../security/site-build';

const root = mkdtempSync(join(tmpdir(), 'image-cache-build-'));
/** Astro's own image cache is <cacheDir>/assets: the project's own here, not the linked packages' folder. */
const astroCache = join(root, 'astro-cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A project whose one page asks astro:assets for three images of one photograph. */
function project(): string {
  const dir = join(root, 'project');
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  copyFileSync('src/assets/images/projects/p01-1.jpg', join(dir, 'src', 'photo.jpg'));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import imageCache from ${JSON.stringify(resolve('src/integrations/build-cache/image-cache.ts'))};\n` +
      `export default { cacheDir: ${JSON.stringify(astroCache)}, integrations: [imageCache()] };\n`,
  );
  writeFileSync(
    join(dir, 'src', 'pages', 'index.astro'),
    `---
import { getImage } from 'astro:assets';
import photo from '../photo.jpg';
const images = await Promise.all([
  getImage({ src: photo, width: 96, format: 'avif' }),
  getImage({ src: photo, width: 160, format: 'webp' }),
  getImage({ src: photo, width: 120, height: 63, fit: 'cover', format: 'jpg' }),
]);
---
<html lang="en"><body>{images.map((image) => <img src={image.src} alt="" />)}</body></html>
`,
  );
  return dir;
}

async function build(dir: string, outDir: string, cacheDir: string): Promise<string> {
  const { code, output } = await astroBuild(dir, outDir, { BUILD_CACHE_DIR: cacheDir });
  if (code !== 0) throw new Error(`astro build exited ${code}:\n${output.slice(-4000)}`);
  return output;
}

describe('astro build with the build cache', () => {
  it(
    'encodes the photos of a build once: the next, given its cache elsewhere, takes them all from there',
    { timeout: 120_000 },
    async () => {
      const dir = project();
      const firstCache = join(root, 'first-cache');
      const firstOutput = await build(dir, join(root, 'first'), firstCache);
      expect(readBuildCacheReport(join(root, 'first'))).toEqual({ images: { encoded: 3, fromCache: 0 } });
      expect(firstOutput).toMatch(/3 image\(s\) encoded, 0 taken from the build cache/);
      const images = (out: string) =>
        readdirSync(join(out, '_astro'))
          .filter((name) => /\.(avif|webp|jpg)$/.test(name))
          .sort();
      expect(images(join(root, 'first'))).toHaveLength(3);

      // The project's Astro cache as a build without the integration leaves it: a file of each output's name.
      mkdirSync(join(astroCache, 'assets'), { recursive: true });
      for (const image of images(join(root, 'first')))
        copyFileSync(join(root, 'first', '_astro', image), join(astroCache, 'assets', image));
      const restored = join(root, 'restored-cache');
      cpSync(firstCache, restored, { recursive: true, preserveTimestamps: true });
      await build(dir, join(root, 'second'), restored);

      expect(readBuildCacheReport(join(root, 'second'))).toEqual({ images: { encoded: 0, fromCache: 3 } });
      expect(images(join(root, 'second'))).toEqual(images(join(root, 'first')));
      // A build reads and writes an Astro cache of its own: the project's is neither read (every
      // image came through the service, above) nor written.
      expect(readdirSync(join(astroCache, 'assets')).sort()).toEqual(images(join(root, 'first')));
    },
  );
});
