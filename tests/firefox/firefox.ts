/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core, for tests/firefox.
 *
 * Why puppeteer-core and not Playwright: Playwright 1.65 reaches Firefox only through its
 * `moz-firefox` BiDi channel, and that sends `emulation.setMediaFeaturesOverride` on every new
 * page, a command Firefox 153 does not have; it would need a shim between the two that fakes
 * the answer, which breaks quietly whenever either side changes. puppeteer-core speaks plain
 * WebDriver BiDi and drives Debian's Firefox as installed. The test runner, its reporting,
 * the served build and `expect` stay Playwright's; only the browser handle is puppeteer's.
 *
 * No network: a fresh profile in a temporary folder (puppeteer makes one per launch and
 * removes it), no updates, telemetry, studies, captive portal or safe browsing checks, and a
 * dead proxy for every address but the loopback one the site is served on, so whatever else
 * Firefox tries to reach fails at once instead of phoning home.
 */
import { mkdir } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

const firefoxExecutable = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/** Milliseconds any single wait in these tests may take: what a person would still wait for. */
const WAIT = 10_000;

const offlinePrefs: Record<string, unknown> = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.update.disabledForTesting': true,
  'app.normandy.enabled': false,
  'app.normandy.api_url': '',
  'app.shield.optoutstudies.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'browser.ping-centre.telemetry': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'extensions.update.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.region.update.enabled': false,
  'browser.region.network.url': '',
  'geo.provider.network.url': '',
  'media.gmp-manager.url': '',
  'dom.push.connection.enabled': false,
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  // Everything but the loopback address goes to a proxy that is not there (port 9, discard).
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
};

function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutable,
    headless: true,
    extraPrefsFirefox: offlinePrefs,
    timeout: 30_000,
    protocolTimeout: 30_000,
  });
}

/**
 * What the page reports as errors, each with the address it was on: console.error calls,
 * uncaught exceptions, and what Firefox itself logs as an error to the page's console (a
 * Content-Security-Policy violation, for one).
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error instanceof Error ? error.message : String(error)}`));
  return errors;
}

/**
 * The page's Date.now() runs ahead when the test says so (`advanceClock`), as Playwright's
 * clock.fastForward does in Chromium; WebDriver BiDi has no clock emulation. Installed as a
 * preload script, so it is in place before the page's own scripts run; the page's CSP does not
 * apply to it.
 */
const CLOCK = 'test.firefox.clock';
export async function installClock(page: Page): Promise<void> {
  await page.evaluateOnNewDocument((key: string) => {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    Date.now = () => realNow() + offset;
    Object.defineProperty(globalThis, Symbol.for(key), { value: (ms: number) => (offset += ms) });
  }, CLOCK);
}
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (key: string, by: number) => (globalThis as unknown as Record<symbol, (ms: number) => number>)[Symbol.for(key)]!(by),
    CLOCK,
    ms,
  );
}

/** Waits until `fn(arg)` is true in the page; fails naming what it waited for. */
export async function waitUntil(page: Page, what: string, fn: (arg: string) => boolean, arg = ''): Promise<void> {
  try {
    await page.waitForFunction(fn, { timeout: WAIT, polling: 'raf' }, arg);
  } catch (error) {
    throw new Error(`Firefox: waited ${WAIT / 1000} s for ${what} (on ${page.url()})`, { cause: error });
  }
}

/**
 * Whether a person sees the first match of `selector`: rendered (checkVisibility also says no
 * inside a closed <details>, whose content Firefox lays out but skips painting), not
 * visibility: hidden, and with a box. Runs in the page.
 */
export const isVisible = (selector: string) => {
  const el = document.querySelector(selector);
  if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/** A PNG of the viewport into FIREFOX_SCREENSHOT_DIR, when it is set (to look at, not compared). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env['FIREFOX_SCREENSHOT_DIR'];
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` as `${string}.png` });
}

interface Fixtures {
  /** A page of its own browser context, at 1280x800 unless the test resizes it. */
  firefoxPage: Page;
  /** Console errors of every page the test visited; the test fails on any. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures, { firefox: Browser }>({
  firefox: [
    async ({}, use) => {
      const browser = await launchFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  firefoxPage: async ({ firefox, baseURL }, use) => {
    const context: BrowserContext = await firefox.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    page.setDefaultNavigationTimeout(WAIT);
    await page.setViewport({ width: 1280, height: 800 });
    // Relative paths, like Playwright's page.goto with a baseURL.
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(new URL(url, baseURL).href, options);
    await use(page);
    await context.close();
  },
  consoleErrors: [
    async ({ firefoxPage }, use) => {
      const errors = collectConsoleErrors(firefoxPage);
      await use(errors);
      expect(errors, 'console errors in Firefox').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
