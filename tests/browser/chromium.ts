import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download cannot work here); no background network. */
export const chromiumExecutable = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
};
