import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser/chromium';
import { e2eContactDataDir, embeddedStoreEnv } from './tests/browser/contact-data';

/**
 * Browser tests run against the built site served by `astro preview` (run `npm run build` first),
 * at 1280 px (desktop) and 375 px (mobile). *.desktop.spec.ts and *.mobile.spec.ts run at one width only.
 */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  forbidOnly: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: 'http://127.0.0.1:4321',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions },
    },
    // iPhone presets default to WebKit: this machine has Debian's Chromium only.
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['iPhone 13'], browserName: 'chromium', viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'npm run preview',
    url: 'http://127.0.0.1:4321/',
    reuseExistingServer: !process.env['CI'],
    // Contact requests of the browser tests go to a folder of their own, without the rate limit,
    // and never to a Firestore the environment may configure (the rebuild workflow has one).
    env: { ...embeddedStoreEnv(e2eContactDataDir), CONTACT_RATE_LIMIT: '10000' },
    timeout: 60_000,
  },
});
