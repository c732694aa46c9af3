/**
 * The third-language copy's browser tests, run by run.ts inside the copy after its build: its own
 * spec, and the studio's facts-set-once spec, which reads the languages from the locale table
 * and so checks that a fact saved once reaches all three.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/chromium';

export default defineConfig({
  testDir: '..',
  testMatch: ['third-language/*.spec.ts', 'browser/studio-shared-fields.desktop.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  reporter: process.env['CI'] ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions, trace: 'off' },
});
