/**
 * <outDir>/build-cache.json (beside the CDN's folder, not in it): how much of a build's work was
 * done and how much was taken from the build cache, written by the steps that use the cache (the
 * images by ./image-cache.ts during `astro build`, the compressed copies by scripts/precompress.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_CACHE_REPORT = 'build-cache.json';

export interface BuildCacheReport {
  images?: { encoded: number; fromCache: number };
  compressedCopies?: { compressed: number; fromCache: number };
}

export function readBuildCacheReport(outDir: string): BuildCacheReport {
  try {
    return JSON.parse(readFileSync(join(outDir, BUILD_CACHE_REPORT), 'utf8')) as BuildCacheReport;
  } catch {
    return {};
  }
}

/** Adds one step's figures to the build's report, keeping the other steps'. */
export function addToBuildCacheReport(outDir: string, figures: BuildCacheReport): void {
  const report = { ...readBuildCacheReport(outDir), ...figures };
  writeFileSync(join(outDir, BUILD_CACHE_REPORT), `${JSON.stringify(report, null, 2)}\n`);
}
