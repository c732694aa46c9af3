/**
 * Content images: a '/images/...' path that names a photograph in src/assets/images is
 * optimized by astro:assets into AVIF and WebP at several widths; anything else (SVG logos in
 * public/, an https URL from an editor) is served as it is.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { join } from 'node:path';
import { contentImageFolder } from './content-images-folder';

// import.meta.glob needs a literal: keep it in step with contentImageFolder.
const photographs = import.meta.glob<{ default: ImageMetadata }>('/src/assets/images/**/*.{jpg,jpeg,png,webp}', { eager: true });

function photograph(src: string): ImageMetadata | undefined {
  return photographs[`/${contentImageFolder}${src.replace(/^\/images(?=\/)/, '')}`]?.default;
}

interface ImageSource {
  type: string;
  srcset: string;
}

/** Everything an <img> or <picture> needs; serializable, so islands get it as a prop. */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  sizes?: string;
  sources: ImageSource[];
}

// 800: a 375-412 px phone at DPR 2 (and Lighthouse's 412 px at 1.75) needs 750-824 px, which
// otherwise took the 960 file: 16-19% more bytes for the first screen's image (measured).
const DEFAULT_WIDTHS = [480, 800, 960, 1600];

export async function responsiveImage(
  src: string,
  options: { width: number; height: number; widths?: number[]; sizes?: string },
): Promise<ResponsiveImage> {
  const meta = photograph(src);
  if (!meta) return { src, width: options.width, height: options.height, sources: [] };
  const widths = (options.widths ?? DEFAULT_WIDTHS).filter((w) => w <= meta.width);
  const sources = await Promise.all(
    (['avif', 'webp'] as const).map(async (format) => {
      const image = await getImage({ src: meta, widths, format });
      return { type: `image/${format}`, srcset: image.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ src: meta, width: Math.max(...widths), format: 'jpg' });
  return {
    src: fallback.src,
    width: options.width,
    height: Math.round((options.width * meta.height) / meta.width),
    ...(options.sizes ? { sizes: options.sizes } : {}),
    sources,
  };
}

/** Open Graph's size: the 1.91:1 card every network shows in full. */
const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * A page's share image: a photograph cropped to 1200x630 at build time; a file in public/
 * as it is, with its own size; an image on an allowed host as it is, size unknown.
 */
export async function openGraphImage(src: string): Promise<{ src: string; width?: number; height?: number }> {
  const meta = photograph(src);
  if (meta) {
    const image = await getImage({ src: meta, ...OG_IMAGE, fit: 'cover', format: 'jpg' });
    return { src: image.src, ...OG_IMAGE };
  }
  if (!src.startsWith('/')) return { src };
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(join(process.cwd(), 'public', src)).metadata();
    return { src, width, height };
  } catch {
    // Not a readable image in public/: the tag still names it, without a size to claim.
    return { src };
  }
}

const PREVIEW_WIDTH = 320;

/**
 * Every image the site has, by the path content names it with, as a small preview the content
 * studio shows and offers to pick: photographs resized at build time, public/ images as they are.
 */
export async function imagePreviews(): Promise<Record<string, string>> {
  const previews: Record<string, string> = {};
  for (const [file, { default: meta }] of Object.entries(photographs)) {
    const src = `/images${file.slice(`/${contentImageFolder}`.length)}`;
    previews[src] = (await getImage({ src: meta, width: Math.min(PREVIEW_WIDTH, meta.width), format: 'webp' })).src;
  }
  const { readdirSync } = await import('node:fs');
  const publicImages = join(process.cwd(), 'public', 'images');
  for (const file of readdirSync(publicImages, { recursive: true, encoding: 'utf8' }))
    if (/\.(svg|png|jpe?g|webp)$/i.test(file)) previews[`/images/${file.split('\\').join('/')}`] = `/images/${file.split('\\').join('/')}`;
  return previews;
}
