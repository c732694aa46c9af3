import { defineConfig } from '@playwright/test';

/**
 * `npm run test:webkit`: the built site in Debian's WebKitGTK (fixtures.ts, webkit.ts). Playwright
 * runs the specs and reports; the browser is WebKit's own, driven over WebDriver. One worker:
 * one browser, started once, with the specs in order (WebKit under Xvfb keeps a core busy).
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // Beside the other stages' reports: Playwright resolves these from this folder.
  outputDir: '../../test-results/webkit',
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['json', { outputFile: '../../test-results/webkit-report.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
});
