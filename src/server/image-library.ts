/**
 * sharp (libvips), loaded at the first image the server reads (an editor's upload, a visitor's
 * photo) rather than at start: most starts, and most processes, never read one, and loading it
 * (its native library, its version checks) took a tenth of a start's CPU.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_THREADS } from './limits';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

let loaded: Promise<SharpFactory> | undefined;

export function imageLibrary(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps no image between images (by default its cache holds up to 50 MB of them) and
    // gives one image the threads limits.ts allows.
    sharp.cache(false);
    sharp.concurrency(IMAGE_THREADS);
    return sharp;
  });
  return loaded;
}
