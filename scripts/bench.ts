/**
 * Page benchmark: Lighthouse's mobile and desktop presets on one page of every template (a route
 * of the route table) in every language, against the built site served as the CDN serves it
 * (HTTP/2 over TLS, brotli, the CDN's Cache-Control, clean URLs, 404s: cdn-static-server.ts).
 * Prints a Markdown table per preset and writes raw and summarised figures to bench-results/.
 *
 * Usage: npm run bench [-- --runs 5] [--no-build] [--only <template>] [--lang <lang>]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { languages } from '../src/i18n/routes';
import { distDir } from '../tests/dist-dir';
import { markdownTable, summarise, type PageSummary } from './lib/bench-summary';
import { serveStatic } from './lib/cdn-static-server';
import { launchLighthouseBrowser } from './lib/lighthouse-browser';
import { lighthouseSample, presets, type Preset, type Sample } from './lib/lighthouse-sample';
import { templatePages, type TemplatePage } from './lib/page-templates';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: true },
    only: { type: 'string', multiple: true },
    lang: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
const pages = templatePages().filter(
  (page) => (!values.only || values.only.includes(page.template)) && (!values.lang || values.lang.includes(page.lang)),
);
if (pages.length === 0)
  throw new Error(
    `--only and --lang match no page; templates: ${[...new Set(templatePages().map((p) => p.template))].join(', ')}; languages: ${languages.join(', ')}`,
  );

if (values.build) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface RawSample {
  page: TemplatePage;
  preset: Preset;
  run: number;
  sample?: Sample;
  error?: string;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const startedAt = new Date();
const site = await serveStatic(join(distDir, 'client'), { mode: 'cdn', firebaseConfig: 'firebase.json' });
const servedAs =
  "served as the CDN serves: HTTP/2 over TLS (a certificate made for the run), brotli (else gzip) from the build's compressed copies, firebase.json's Cache-Control";
const { browser, debugPort } = await launchLighthouseBrowser();
const chromiumVersion = browser.version();
const raw: RawSample[] = [];
const total = runs * presets.length * pages.length;
try {
  // Interleaved (every page once, then again) so a slow minute on this shared machine
  // spreads over all pages instead of spoiling every run of one.
  for (let run = 1; run <= runs; run++) {
    for (const preset of presets) {
      for (const page of pages) {
        const label = `[${raw.length + 1}/${total}] run ${run} ${preset} ${page.template} (${page.lang}) ${page.path}`;
        try {
          const sample = await lighthouseSample(`${site.origin}${page.path}`, preset, debugPort);
          raw.push({ page, preset, run, sample });
          console.error(
            `${label}: perf ${sample.perf}, LCP ${(sample.lcp / 1000).toFixed(2)} s, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}`,
          );
        } catch (error) {
          // One failed run should not throw away the others of a long benchmark; it is reported.
          raw.push({ page, preset, run, error: String(error) });
          console.error(`${label}: FAILED ${String(error)}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}

const summaries: PageSummary[] = presets.flatMap((preset) =>
  pages.flatMap((page) => {
    const samples = raw.filter((r) => r.preset === preset && r.page === page && r.sample).map((r) => r.sample!);
    return samples.length ? [summarise(page, preset, samples)] : [];
  }),
);
const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
const failures = raw.filter((r) => r.error);
// What the browser negotiated, not what the server offers: Lighthouse's simulation models connections by it.
const protocols = [...new Set(raw.flatMap((r) => (r.sample ? [r.sample.protocol] : [])))];

const report = [
  `Lighthouse ${readLighthouseVersion()}, ${runs} run(s) a page, medians (min–max); ${servedAs}; documents loaded over ${protocols.join(', ') || 'nothing'}; bytes are transfer sizes in KiB (compressed bodies, headers included).`,
  ...presets.map((preset) => `\n### ${preset}\n\n${markdownTable(preset, summaries)}`),
  `\n${raw.length} Lighthouse runs in ${Math.floor(seconds / 60)} min ${seconds % 60} s${failures.length ? `; ${failures.length} failed (see the JSON)` : ''}.`,
].join('\n');
console.log(report);

mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `bench-${startedAt.toISOString().replace(/:/g, '-').replace(/\..*/, '')}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      durationSeconds: seconds,
      commit: git('rev-parse', 'HEAD'),
      // Uncommitted changes make the commit an approximation of what was measured.
      dirty: git('status', '--porcelain', '--', 'src', 'public', 'content-snapshot').length > 0,
      lighthouse: readLighthouseVersion(),
      chromium: chromiumVersion,
      served: servedAs,
      protocols,
      runs,
      summaries,
      raw,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nRaw and summarised figures: ${file}`);

function readLighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}
