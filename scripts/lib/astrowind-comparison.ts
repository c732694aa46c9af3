/**
 * The side-by-side benchmark against astrowind (scripts/bench-astrowind.ts): which of our pages
 * is measured against which of astrowind's, the order one run loads them in, and the table that
 * says, per preset, whether our LCP is at most 0.6 times astrowind's. Pure: no browser, no files.
 */
import { pathFor, type Lang } from '../../src/i18n/routes';
import { spread, type Spread } from './bench-summary';
import type { Preset, Sample } from './lighthouse-sample';

/**
 * Our LCP over astrowind's on the same kind of page, at most this: the site is built to load its
 * largest picture well ahead of the best-known Astro starter, not merely to match it.
 */
const lcpRatioTarget = 0.6;

/** Our route and the astrowind page that does the same job; our paths come from the route table. */
export const comparedRoutes = [
  { route: 'home', astrowindPath: '/' },
  { route: 'about', astrowindPath: '/about' },
  { route: 'contact', astrowindPath: '/contact' },
] as const;

type ComparedRoute = (typeof comparedRoutes)[number]['route'];

/** One page one run loads: one of ours (in a language) or astrowind's counterpart. */
export interface ComparedPage {
  site: 'ours' | 'astrowind';
  route: ComparedRoute;
  /** Ours only: astrowind has one language. */
  lang?: Lang;
  path: string;
}

/**
 * The pages of one run, in the order they are loaded: for each route, our page in every
 * language given, then astrowind's, so that a slow minute on a shared machine falls on both
 * sites alike instead of on all runs of one of them.
 */
export function comparedPages(langs: readonly Lang[]): ComparedPage[] {
  if (langs.length === 0) throw new Error('The comparison needs at least one of our languages');
  return comparedRoutes.flatMap(({ route, astrowindPath }) => [
    ...langs.map((lang): ComparedPage => ({ site: 'ours', route, lang, path: pathFor(route, lang) })),
    { site: 'astrowind', route, path: astrowindPath },
  ]);
}

export interface MeasuredSample {
  page: ComparedPage;
  preset: Preset;
  sample: Sample;
}

interface Medians {
  runs: number;
  fcp: Spread;
  lcp: Spread;
  tbt: Spread;
  perf: Spread;
}

/** One row of the table: one of our pages against astrowind's page of the same route. */
export interface ComparisonRow {
  preset: Preset;
  route: ComparedRoute;
  lang: Lang;
  ours: { path: string } & Medians;
  astrowind: { path: string } & Medians;
  /** Our median LCP over astrowind's. */
  lcpRatio: number;
  met: boolean;
}

/** Our LCP over theirs; a ratio at or under the target meets it. */
export function lcpRatio(oursMs: number, astrowindMs: number): number {
  if (!(astrowindMs > 0)) throw new Error(`astrowind's LCP must be a positive time, got ${astrowindMs}`);
  return oursMs / astrowindMs;
}

export const meetsLcpTarget = (ratio: number): boolean => ratio <= lcpRatioTarget;

function medians(samples: Sample[]): Medians {
  const of = (pick: (s: Sample) => number) => spread(samples.map(pick));
  return { runs: samples.length, fcp: of((s) => s.fcp), lcp: of((s) => s.lcp), tbt: of((s) => s.tbt), perf: of((s) => s.perf) };
}

/**
 * A row for each of our pages that has samples and whose astrowind counterpart has some in the
 * same preset (a page whose every run failed has no row; the raw figures say why).
 */
export function comparisonRows(measured: MeasuredSample[]): ComparisonRow[] {
  const samplesOf = (preset: Preset, match: (page: ComparedPage) => boolean) =>
    measured.filter((m) => m.preset === preset && match(m.page)).map((m) => m.sample);
  const presetsSeen = [...new Set(measured.map((m) => m.preset))];
  const ourPages = new Map(measured.filter((m) => m.page.site === 'ours').map((m) => [`${m.page.route} ${m.page.lang}`, m.page]));
  return presetsSeen.flatMap((preset) =>
    [...ourPages.values()].flatMap((page) => {
      const ours = samplesOf(preset, (p) => p.site === 'ours' && p.route === page.route && p.lang === page.lang);
      const theirs = samplesOf(preset, (p) => p.site === 'astrowind' && p.route === page.route);
      const astrowindPage = measured.find((m) => m.page.site === 'astrowind' && m.page.route === page.route)?.page;
      if (ours.length === 0 || theirs.length === 0 || !astrowindPage || !page.lang) return [];
      const row = { ours: { path: page.path, ...medians(ours) }, astrowind: { path: astrowindPage.path, ...medians(theirs) } };
      const ratio = lcpRatio(row.ours.lcp.median, row.astrowind.lcp.median);
      return [{ preset, route: page.route, lang: page.lang, ...row, lcpRatio: ratio, met: meetsLcpTarget(ratio) }];
    }),
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The Markdown table of one preset: medians of each side, the LCP ratio and whether it meets the target. */
export function comparisonTable(preset: Preset, rows: ComparisonRow[]): string {
  const shown = rows.filter((row) => row.preset === preset);
  const header = [
    'pair',
    'ours FCP',
    'ours LCP',
    'ours TBT',
    'ours perf',
    'astrowind FCP',
    'astrowind LCP',
    'astrowind TBT',
    'astrowind perf',
    'LCP ours / astrowind',
    `target ≤ ${lcpRatioTarget}`,
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 || i === header.length - 1 ? '---' : '---:')).join(' | ')} |`,
    ...shown
      .map((row) =>
        [
          `${row.route} (${row.lang}) \`${row.ours.path}\` vs \`${row.astrowind.path}\``,
          ms(row.ours.fcp.median),
          ms(row.ours.lcp.median),
          ms(row.ours.tbt.median),
          String(row.ours.perf.median),
          ms(row.astrowind.fcp.median),
          ms(row.astrowind.lcp.median),
          ms(row.astrowind.tbt.median),
          String(row.astrowind.perf.median),
          row.lcpRatio.toFixed(2),
          row.met ? 'met' : 'missed',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  const met = shown.filter((row) => row.met).length;
  lines.push('', `${met} of ${shown.length} pairs meet LCP ≤ ${lcpRatioTarget} × astrowind's (on the medians).`);
  return lines.join('\n');
}

/**
 * The least any page can take under these conditions: one heading and one paragraph, no
 * stylesheet, image or script, served by the same server to the same Lighthouse. A target
 * below its LCP cannot be met by any page, ours or another.
 */
export const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title></head><body><h1>Contact</h1><p>One heading and one line of text: no stylesheet, no image, no script.</p></body></html>\n';

/** What the floor page measured in one preset, and which pairs' targets lie below it. */
export function floorSummary(preset: Preset, floorSamples: Sample[], rows: ComparisonRow[]): string {
  if (floorSamples.length === 0) return 'The floor page was not measured (every run failed; the raw figures say why).';
  const floor = medians(floorSamples);
  const belowFloor = [
    ...new Map(
      rows
        .filter((row) => row.preset === preset && row.astrowind.lcp.median * lcpRatioTarget < floor.lcp.median)
        .map((row) => [
          row.astrowind.path,
          `\`${row.astrowind.path}\` (${lcpRatioTarget} × ${ms(row.astrowind.lcp.median)} = ${ms(row.astrowind.lcp.median * lcpRatioTarget)})`,
        ]),
    ).values(),
  ];
  return (
    `The floor (a page of one heading and one paragraph, nothing else, ${floor.runs} run(s)): FCP ${ms(floor.fcp.median)}, LCP ${ms(floor.lcp.median)} ` +
    `(${ms(floor.lcp.min)}-${ms(floor.lcp.max)}). ` +
    (belowFloor.length > 0 ? `Targets below it, which no page can meet here: ${belowFloor.join(', ')}.` : 'Every target lies above it.')
  );
}
