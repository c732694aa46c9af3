/**
 * The <img> attributes of a responsive image, decided once for Img.astro and the islands'
 * Picture: its own size (nothing shifts while it loads) and how urgently it loads. The page's
 * main image loads first (eager, fetchpriority high, decoded with the frame); every other one
 * waits until it is near the viewport.
 */
import type { ResponsiveImage } from './images';

export interface ImageAttributes {
  src: string;
  alt: string;
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  decoding: 'sync' | 'async';
  fetchPriority: 'high' | 'auto';
}

export function imageAttributes(image: Pick<ResponsiveImage, 'src' | 'width' | 'height'>, alt: string, priority: boolean): ImageAttributes {
  return {
    src: image.src,
    alt,
    width: image.width,
    height: image.height,
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : 'auto',
  };
}
