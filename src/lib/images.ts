/**
 * Content images: a '/images/...' path that names a photograph in src/assets/images is
 * optimized by astro:assets into AVIF and WebP at several widths; anything else (SVG logos in
 * public/, an https URL from an editor) is served as it is.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { contentImageFolder } from './content-images-folder';

// import.meta.glob needs a literal: keep it in step with contentImageFolder.
const photographs = import.meta.glob<{ default: ImageMetadata }>('/src/assets/images/**/*.{jpg,jpeg,png,webp}', { eager: true });

export function photograph(src: string): ImageMetadata | undefined {
  return photographs[`/${contentImageFolder}${src.replace(/^\/images(?=\/)/, '')}`]?.default;
}

export interface ImageSource {
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

export const DEFAULT_WIDTHS = [480, 960, 1600];

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
