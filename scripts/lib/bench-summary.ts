/**
 * The page benchmark's figures: medians (with the range, for the timings, which vary from run
 * to run), the targets each page meets or misses, and the Markdown table a pull request can
 * quote as its before/after.
 */
import type { TemplatePage } from './page-templates';
import { resourceTypes, type Preset, type ResourceType, type Sample } from './lighthouse-sample';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface PageSummary {
  page: TemplatePage;
  preset: Preset;
  runs: number;
  perf: Spread;
  fcp: Spread;
  lcp: Spread;
  tbt: Spread;
  cls: Spread;
  /** Median bytes per resource type. */
  bytes: Record<ResourceType, number>;
  /** What the page misses of its preset's targets (empty: it meets them all); undefined: the preset has none. */
  missedTargets?: string[];
}

/**
 * The site's goals for a phone on slow 4G (Lighthouse's mobile preset). Desktop has none of its
 * own: it is the easier case, and its figures are there to compare against.
 */
const mobileTargets = { perf: 100, lcpMs: 1200, cls: 0, tbtMs: 50 } as const;

/** The middle sample (the lower of the two middle ones for an even count, so it is a real run). */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

function missedMobileTargets(summary: Omit<PageSummary, 'missedTargets'>): string[] {
  const missed: string[] = [];
  if (summary.perf.median < mobileTargets.perf) missed.push(`perf ${summary.perf.median} < ${mobileTargets.perf}`);
  if (summary.lcp.median > mobileTargets.lcpMs) missed.push(`LCP ${seconds(summary.lcp.median)} > ${seconds(mobileTargets.lcpMs)}`);
  if (summary.cls.median > mobileTargets.cls) missed.push(`CLS ${summary.cls.median.toFixed(3)} > 0`);
  if (summary.tbt.median > mobileTargets.tbtMs) missed.push(`TBT ${summary.tbt.median.toFixed(0)} ms > ${mobileTargets.tbtMs} ms`);
  return missed;
}

export function summarise(page: TemplatePage, preset: Preset, samples: Sample[]): PageSummary {
  const of = (pick: (s: Sample) => number) => spread(samples.map(pick));
  const summary = {
    page,
    preset,
    runs: samples.length,
    perf: of((s) => s.perf),
    fcp: of((s) => s.fcp),
    lcp: of((s) => s.lcp),
    tbt: of((s) => s.tbt),
    cls: of((s) => s.cls),
    bytes: Object.fromEntries(resourceTypes.map((type) => [type, of((s) => s.bytes[type]).median])) as Record<ResourceType, number>,
  };
  return preset === 'mobile' ? { ...summary, missedTargets: missedMobileTargets(summary) } : summary;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
/** The range only where it shows: CLS 0.0001 and 0 both print as 0.000. */
const ranged = (s: Spread, format: (n: number) => string) =>
  format(s.min) === format(s.max) ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;

export function markdownTable(preset: Preset, summaries: PageSummary[]): string {
  const rows = summaries.filter((s) => s.preset === preset);
  const withTargets = rows.some((s) => s.missedTargets);
  const header = [
    'page',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    ...resourceTypes.map((type) => `${type === 'stylesheet' ? 'css' : type} KiB`),
    ...(withTargets ? ['targets'] : []),
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 || (i === header.length - 1 && withTargets) ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((s) => {
      const cells = [
        `${s.page.template} (${s.page.lang}) \`${s.page.path}\``,
        ranged(s.perf, String),
        ranged(s.fcp, seconds),
        ranged(s.lcp, seconds),
        ranged(s.tbt, (ms) => `${ms.toFixed(0)} ms`),
        ranged(s.cls, (n) => n.toFixed(3)),
        ...resourceTypes.map((type) => kib(s.bytes[type])),
        ...(withTargets ? [s.missedTargets?.length ? `FAIL: ${s.missedTargets.join(', ')}` : 'PASS'] : []),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
  if (withTargets) {
    const passing = rows.filter((s) => s.missedTargets?.length === 0).length;
    const t = mobileTargets;
    lines.push(
      '',
      `${passing} of ${rows.length} pages meet the targets (perf ${t.perf}, LCP ≤ ${seconds(t.lcpMs)}, CLS ${t.cls}, TBT ≤ ${t.tbtMs} ms; on the medians).`,
    );
  }
  return lines.join('\n');
}
