/**
 * Makes a clone of astrowind build without the network: every remote image its sources name
 * (Unsplash photos, Pixabay logos) becomes a local file of the same width and format family
 * under src/assets/images/, named by astrowind's own `~/assets/images/…` alias, so its Image
 * component sends it through astro:assets as it does its own local images (the home page's
 * hero). The pictures are drawn as our sample photographs are (scripts/lib/scenes), so both
 * sites' images are the same kind of picture and compress alike. The clone is edited in place;
 * `git -C <clone> checkout src && git -C <clone> clean -fd src` undoes it. Running it again finds
 * nothing left to replace and keeps the drawn files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { drawScene, sceneNames } from './scenes';

/** Where the drawn files go in the clone, and how astrowind's sources name them. */
const folder = join('src', 'assets', 'images', 'bench-local');
const alias = '~/assets/images/bench-local';
const manifestName = 'manifest.json';

/**
 * A remote image URL, but not one inside a Markdown image (`![alt](url)`): Astro resolves those
 * itself and astrowind's alias does not apply there; they are on blog posts only, which the
 * benchmark does not load.
 */
const remoteImage = /(?<!\]\()https:\/\/(?:images\.unsplash\.com|plus\.unsplash\.com|cdn\.pixabay\.com)\/[^\s'"`)]+/g;

/** The source files that can name an image. */
const sourceExtensions = new Set(['.astro', '.md', '.mdx', '.ts', '.yaml', '.json']);

export interface LocalImage {
  url: string;
  /** The file in the clone, relative to it. */
  file: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  scene: string;
}

/**
 * Width and format of what the URL names. Unsplash: the `w` the URL asks for, of a JPEG photo
 * (Unsplash re-encodes it to AVIF/WebP for the browser, as astro:assets does a local one); its
 * height is not in the URL, so 3:2, a camera's frame. Pixabay: the width and format in the name.
 */
function sizeAndFormat(url: string): Pick<LocalImage, 'width' | 'height' | 'format'> {
  const parsed = new URL(url);
  const pixabay = /_(\d+)\.(png|jpe?g)$/.exec(parsed.pathname);
  const width = pixabay ? Number(pixabay[1]) : Number(parsed.searchParams.get('w') ?? 2000);
  const format = pixabay?.[2] === 'png' ? 'png' : 'jpeg';
  return { width, height: Math.round((width * 2) / 3), format };
}

function sourceFiles(clone: string): string[] {
  return readdirSync(join(clone, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceExtensions.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function draw(clone: string, url: string): Promise<LocalImage> {
  const hash = createHash('sha256').update(url).digest('hex');
  const { width, height, format } = sizeAndFormat(url);
  const scene = sceneNames[parseInt(hash.slice(0, 8), 16) % sceneNames.length]!;
  const file = join(folder, `${hash.slice(0, 16)}.${format === 'png' ? 'png' : 'jpg'}`);
  if (!existsSync(join(clone, file))) {
    const picture = sharp(Buffer.from(drawScene(scene, hash, width, height)));
    // The quality our own sample photographs are saved at (scripts/generate-sample-images.ts).
    await (format === 'png' ? picture.png({ compressionLevel: 9 }) : picture.jpeg({ quality: 82, mozjpeg: true })).toFile(
      join(clone, file),
    );
  }
  return { url, file, width, height, format, scene };
}

/** Replaces every remote image of the clone's sources by a drawn local one; returns all made so far. */
export async function localiseRemoteImages(clone: string): Promise<LocalImage[]> {
  mkdirSync(join(clone, folder), { recursive: true });
  const manifestFile = join(clone, folder, manifestName);
  const made = new Map<string, LocalImage>(
    existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as LocalImage[]).map((image) => [image.url, image]) : [],
  );
  for (const file of sourceFiles(clone)) {
    const text = readFileSync(file, 'utf8');
    const urls = [...new Set(text.match(remoteImage) ?? [])];
    if (urls.length === 0) continue;
    for (const url of urls) if (!made.has(url)) made.set(url, await draw(clone, url));
    writeFileSync(
      file,
      text.replace(remoteImage, (url) => `${alias}/${basename(made.get(url)!.file)}`),
    );
  }
  const images = [...made.values()];
  writeFileSync(manifestFile, `${JSON.stringify(images, null, 2)}\n`);
  return images;
}

/** The remote images (src or srcset) a built page still loads: none, once the clone is localised. */
export function remoteImagesIn(html: string): string[] {
  const tags = html.match(/<(?:img|source)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) =>
    [...tag.matchAll(/\b(?:src|srcset)="([^"]*)"/g)].flatMap(([, value]) => (/https?:\/\//.test(value ?? '') ? [value!] : [])),
  );
}
