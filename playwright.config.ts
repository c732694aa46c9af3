import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/chromium';
import { e2eContactDataDir, embeddedStoreEnv } from './tests/browser/contact-data';
import { distDir } from './tests/dist-dir';
import { buildCacheDir } from './src/server/config';

/**
 * Tests of the built site, run after `npm run build` against the site's own server
 * (what `npm run serve` runs) on a free port; DIST_DIR names another build folder:
 * - tests/browser: in Chromium at 1280 px (desktop) and 375 px (mobile); *.desktop.spec.ts
 *   and *.mobile.spec.ts run at that width only (everything whose result cannot depend on
 *   the width is a *.desktop.spec.ts);
 * - tests/firefox: the header, the menu and the contact form in Debian's Firefox ESR, driven by
 *   puppeteer-core (why: tests/firefox/firefox.ts), one browser per worker;
 * - the other *.spec.ts under tests/ (the servers' HTTP behaviour, the built files): once.
 * tests/webkit has a runner configuration of its own (`npm run test:webkit`).
 */
// The runner picks the port once; its workers inherit it through the environment.
process.env['E2E_PORT'] ||= execFileSync(
  process.execPath,
  ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
  { encoding: 'utf8' },
);
const port = process.env['E2E_PORT'];
// The tests that build a copy of the project (publish runs, the studio's export and build) reuse
// this project's optimised photos and compressed copies, as `npm test` has them do.
process.env['BUILD_CACHE_DIR'] ||= buildCacheDir(process.env);

const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  // The JSON report says where the time went, test by test (test-results/, beside timings.json).
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['json', { outputFile: 'test-results/browser-report.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL, launchOptions: chromiumLaunchOptions, trace: 'off' },
  projects: [
    {
      name: 'desktop',
      testDir: 'tests/browser',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions },
    },
    // iPhone presets default to WebKit: this machine has Debian's Chromium only.
    {
      name: 'mobile',
      testDir: 'tests/browser',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    // A file's tests run in order in one worker and share its Firefox (a few seconds to start).
    { name: 'firefox', testDir: 'tests/firefox', fullyParallel: false },
    { name: 'built', testMatch: /\.spec\.ts$/, testIgnore: /tests\/(browser|firefox|third-language|webkit)\// },
  ],
  webServer: {
    command: `node ${distDir}/server/main.mjs`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // Contact requests of the browser tests go to a folder of their own, without the rate limit,
    // and never to a Firestore the environment may configure (the rebuild workflow has one).
    env: { ...embeddedStoreEnv(e2eContactDataDir), CONTACT_RATE_LIMIT: '10000', HOST: '127.0.0.1', PORT: port },
    timeout: 60_000,
  },
});
