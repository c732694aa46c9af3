import type { LaunchOptions } from '@playwright/test';

/**
 * The tests drive Debian's chromium-headless-shell: the same Chromium (one Debian source
 * package, one version) built as the headless shell, which is what Playwright itself runs
 * headless tests in by default. The full browser in headless mode costs about twice the CPU per
 * test (176 of the browser tests on two cores: 185 s there, 93 s here), and the browser tests
 * are most of the suite's time. Playwright's own browser download cannot work here.
 */
export const chromiumExecutable = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** Lighthouse measures in Debian's full Chromium, the browser visitors run, as its figures always have. */
export const lighthouseChromiumExecutable = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** No background network, no GPU. */
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
