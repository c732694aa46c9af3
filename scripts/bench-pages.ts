/**
 * Page benchmark: Lighthouse (mobile: emulated phone, simulated slow 4G and CPU slowdown) on
 * the built site, served as `npm start` serves it, for one page of each kind. Reports the
 * median performance score, LCP, CLS, TBT and the bytes each page transfers, scripts apart.
 * Needs a build (npm run build). Usage: npm run bench:pages [-- --runs 3]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { getProjectsData } from '../src/content/operations';
import { pathFor } from '../src/i18n/routes';
import { chromiumLaunchOptions } from '../tests/browser/chromium';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

const pages = [
  pathFor('home', 'tr'),
  pathFor('about', 'en'),
  pathFor('projects', 'tr'),
  pathFor('projectDetail', 'en', getProjectsData('en').projects[0]!.project.url),
  pathFor('references', 'tr'),
  pathFor('contact', 'en'),
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const sitePort = await freePort();
const debugPort = await freePort();
const site = await startBuiltSite(sitePort, { CONTACT_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-contact-')) });
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${debugPort}`] });

console.log(`Lighthouse ${runs} run(s) a page, mobile preset, median figures:\n`);
console.log(['page', 'score', 'LCP', 'CLS', 'TBT', 'transfer', 'scripts'].join('\t'));
try {
  for (const path of pages) {
    const samples: { score: number; lcp: number; cls: number; tbt: number; bytes: number; scripts: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`http://127.0.0.1:${sitePort}${path}`, { port: debugPort, onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { audits, categories } = result.lhr;
      const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      samples.push({
        score: Math.round((categories['performance']?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        bytes: items.find((item) => item.resourceType === 'total')?.transferSize ?? NaN,
        scripts: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      });
    }
    const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
    console.log(
      [path, pick('score'), `${(pick('lcp') / 1000).toFixed(2)} s`, pick('cls').toFixed(3), `${pick('tbt').toFixed(0)} ms`, kb(pick('bytes')), kb(pick('scripts'))].join('\t'),
    );
  }
} finally {
  await browser.close();
  site.kill();
}
