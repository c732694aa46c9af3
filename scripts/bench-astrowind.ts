/**
 * Our home, about and contact pages side by side with astrowind's (the most-starred Astro theme)
 * in one process, under the same conditions: both builds served by the same CDN-like server
 * (HTTP/2 over TLS, brotli or gzip from compressed copies made by scripts/precompress.ts,
 * firebase.json's Cache-Control, whose path rules give astrowind's /_astro/ files the same
 * year-long immutable caching its own vercel.json and netlify.toml give them), Lighthouse's
 * mobile and desktop presets, interleaved runs. Prints a Markdown table per preset with the
 * medians and our LCP over astrowind's against the 0.6 target; writes raw and summarised
 * figures to bench-results/.
 *
 * astrowind is prepared first, in the clone given (edited in place): its remote images become
 * local drawn files of the same width and format family (scripts/lib/astrowind-local-images.ts),
 * `npm install` runs if it has no node_modules, then `astro build`.
 *
 * Usage: npm run bench:astrowind -- --astrowind <clone of github.com/onwidget/astrowind>
 *          [--runs 3] [--lang tr] [--no-build]
 * --no-build measures the builds there are (ours in dist/client, astrowind's in <clone>/dist).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLang, languages, type Lang } from '../src/i18n/routes';
import { distDir } from '../tests/dist-dir';
import {
  comparedPages,
  comparedRoutes,
  comparisonRows,
  comparisonTable,
  floorPage,
  floorSummary,
  type ComparedPage,
} from './lib/astrowind-comparison';
import { localiseRemoteImages, remoteImagesIn } from './lib/astrowind-local-images';
import { serveStatic } from './lib/cdn-static-server';
import { launchLighthouseBrowser } from './lib/lighthouse-browser';
import { lighthouseSample, presets, type Preset, type Sample } from './lib/lighthouse-sample';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    astrowind: { type: 'string' },
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: true },
    lang: { type: 'string', multiple: true },
  },
});
if (!values.astrowind) throw new Error('--astrowind <path to a clone of https://github.com/onwidget/astrowind> is required');
const clone = resolve(values.astrowind);
if (!existsSync(join(clone, 'astro.config.ts'))) throw new Error(`${clone} is no astrowind clone (no astro.config.ts)`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
const langs: Lang[] = (values.lang ?? [...languages]).map((lang) => {
  if (!isLang(lang)) throw new Error(`--lang ${lang}: the site's languages are ${languages.join(', ')}`);
  return lang;
});

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status ?? result.signal})`);
}
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

const localImages = await localiseRemoteImages(clone);
const astrowindDist = join(clone, 'dist');
if (values.build) {
  run('npm', ['run', 'build'], process.cwd());
  if (!existsSync(join(clone, 'node_modules'))) run('npm', ['install', '--no-audit', '--no-fund'], clone);
  run('npx', ['astro', 'build'], clone);
}
// The compressed copies ours get, by the same script (the server sends them as they are); it
// keeps what fits, so a build measured again with --no-build costs a few seconds here.
run('npx', ['tsx', 'scripts/precompress.ts', astrowindDist], process.cwd());
for (const { astrowindPath } of comparedRoutes) {
  const file = join(astrowindDist, astrowindPath, 'index.html');
  const remote = remoteImagesIn(readFileSync(file, 'utf8'));
  if (remote.length) throw new Error(`${file} still loads remote images, which cannot load here: ${remote.join(', ')}`);
}

// The floor page, compressed by the same script: what no page can beat under these conditions.
const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
writeFileSync(join(floorDir, 'index.html'), floorPage);
run('npx', ['tsx', 'scripts/precompress.ts', floorDir], process.cwd());

interface RawSample {
  page: ComparedPage;
  preset: Preset;
  run: number;
  sample?: Sample;
  error?: string;
}

const startedAt = new Date();
const servers = {
  ours: await serveStatic(join(distDir, 'client'), { mode: 'cdn', firebaseConfig: 'firebase.json' }),
  astrowind: await serveStatic(astrowindDist, { mode: 'cdn', firebaseConfig: 'firebase.json' }),
  floor: await serveStatic(floorDir, { mode: 'cdn', firebaseConfig: 'firebase.json' }),
};
const servedAs =
  "both served as our CDN serves: HTTP/2 over TLS (a certificate made for the run), brotli (else gzip) from compressed copies made by scripts/precompress.ts, firebase.json's Cache-Control";
const { browser, debugPort } = await launchLighthouseBrowser();
const chromiumVersion = browser.version();
const pages = comparedPages(langs);
const raw: RawSample[] = [];
const floorRaw: { preset: Preset; run: number; sample?: Sample; error?: string }[] = [];
const total = runs * presets.length * (pages.length + 1);
try {
  // Interleaved: every page of both sites once, then again, so both sites share each slow minute.
  for (let n = 1; n <= runs; n++) {
    for (const preset of presets) {
      for (const page of pages) {
        const label = `[${raw.length + floorRaw.length + 1}/${total}] run ${n} ${preset} ${page.site} ${page.path}`;
        try {
          const sample = await lighthouseSample(`${servers[page.site].origin}${page.path}`, preset, debugPort);
          raw.push({ page, preset, run: n, sample });
          console.error(
            `${label}: perf ${sample.perf}, FCP ${sample.fcp.toFixed(0)} ms, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms`,
          );
        } catch (error) {
          raw.push({ page, preset, run: n, error: String(error) });
          console.error(`${label}: FAILED ${String(error)}`);
        }
      }
      const label = `[${raw.length + floorRaw.length + 1}/${total}] run ${n} ${preset} floor page`;
      try {
        const sample = await lighthouseSample(`${servers.floor.origin}/`, preset, debugPort);
        floorRaw.push({ preset, run: n, sample });
        console.error(`${label}: FCP ${sample.fcp.toFixed(0)} ms, LCP ${sample.lcp.toFixed(0)} ms`);
      } catch (error) {
        floorRaw.push({ preset, run: n, error: String(error) });
        console.error(`${label}: FAILED ${String(error)}`);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  rmSync(floorDir, { recursive: true, force: true });
}
const floorSamplesOf = (preset: Preset) => floorRaw.flatMap((r) => (r.preset === preset && r.sample ? [r.sample] : []));

const rows = comparisonRows(raw.flatMap(({ page, preset, sample }) => (sample ? [{ page, preset, sample }] : [])));
const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
const failures = [...raw, ...floorRaw].filter((r) => r.error);
const protocols = [...new Set(raw.flatMap((r) => (r.sample ? [r.sample.protocol] : [])))];
const astrowindCommit = git(clone, 'rev-parse', 'HEAD');
const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;

console.log(
  [
    `Lighthouse ${lighthouseVersion}, ${runs} interleaved run(s) a page, medians; ours at ${git(process.cwd(), 'rev-parse', '--short', 'HEAD')}, astrowind at ${astrowindCommit.slice(0, 12)} with its ${localImages.length} remote images drawn locally; ${servedAs}; documents loaded over ${protocols.join(', ') || 'nothing'}.`,
    ...presets.map(
      (preset) => `\n### ${preset}\n\n${comparisonTable(preset, rows)}\n\n${floorSummary(preset, floorSamplesOf(preset), rows)}`,
    ),
    `\n${raw.length + floorRaw.length} Lighthouse runs in ${Math.floor(seconds / 60)} min ${seconds % 60} s${failures.length ? `; ${failures.length} failed (see the JSON)` : ''}.`,
  ].join('\n'),
);

mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `bench-astrowind-${startedAt.toISOString().replace(/:/g, '-').replace(/\..*/, '')}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      durationSeconds: seconds,
      commit: git(process.cwd(), 'rev-parse', 'HEAD'),
      dirty: git(process.cwd(), 'status', '--porcelain', '--', 'src', 'public', 'content-snapshot').length > 0,
      astrowind: { commit: astrowindCommit, localImages },
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      served: servedAs,
      protocols,
      runs,
      rows,
      raw,
      floor: { html: floorPage, raw: floorRaw },
    },
    null,
    2,
  )}\n`,
);
console.log(`\nRaw and summarised figures: ${file}`);
