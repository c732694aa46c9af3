import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download cannot work here); no background network. */
export const chromiumExecutable = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
};

/**
 * Only the loopback server answers: every other host fails at once instead of waiting on DNS,
 * so a third-party embed (the contact map) cannot make a measurement hang on this offline
 * machine, nor count bytes that are not the site's.
 */
export const loopbackOnlyArgs = ['--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];
