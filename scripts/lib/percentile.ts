/** The value below which `p` percent of `sorted` (ascending) lie: the sample at that rank, so every figure is a real run. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
