/** The third-language copy's browser tests: run by run.ts inside the copy, after its build. */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  reporter: process.env['CI'] ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions, trace: 'off' },
});
