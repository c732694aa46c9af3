/**
 * What the WebKit specs are given: per worker, the built site served by its own server with
 * its contact requests in the run's temporary folder, reached through the error-recording proxy
 * (page-errors.ts), and one WebKit session (webkit.ts); per test, that session's driver at a
 * given viewport, whose page must have recorded no error when the test ends.
 */
import type { ChildProcess } from 'node:child_process';
import { test as base, expect } from '@playwright/test';
import type { WebDriver } from 'selenium-webdriver';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { freePort } from '../../scripts/lib/free-port';
import { e2eContactDataDir, embeddedStoreEnv } from '../browser/contact-data';
import { pageErrors, recordingProxy } from './page-errors';
import { launchWebKit, setViewport, type WebKit } from './webkit';

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

interface Site {
  /** Where the browser reaches the site: the proxy's origin. */
  origin: string;
  /** CONTACT_DATA_DIR of the site's server: the run's folder, as for the Chromium tests (tests/browser/contact-data.ts). */
  contactDataDir: string;
}

interface WorkerFixtures {
  site: Site;
  webkit: WebKit;
}

interface TestFixtures {
  /** Width and height of the page's viewport in CSS pixels; the desktop's unless a spec says. */
  size: { width: number; height: number };
  /** The worker's WebKit with that viewport; its page's recorded errors fail the test. */
  driver: WebDriver;
  /** Opens `path` of the site and waits for its load event. */
  open: (path: string) => Promise<void>;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** The built site's server on a free port, behind the recording proxy. */
async function serveSite(): Promise<Site & { close: () => Promise<void> }> {
  const port = await freePort();
  const proxy = await recordingProxy(`http://127.0.0.1:${port}`);
  try {
    // The form posts from the proxy's origin, so that is the origin the server allows.
    const server = await startBuiltSite(port, { ...embeddedStoreEnv(e2eContactDataDir), SITE_ORIGINS: proxy.origin });
    return {
      origin: proxy.origin,
      contactDataDir: e2eContactDataDir,
      close: async () => {
        await proxy.close();
        await stop(server);
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures & { started: WorkerFixtures }>({
  // The server and the browser start side by side (each takes a few seconds); whatever started is ended.
  started: [
    async ({}, use) => {
      const [site, webkit] = await Promise.allSettled([serveSite(), launchWebKit()]);
      try {
        if (site.status === 'rejected') throw site.reason;
        if (webkit.status === 'rejected') throw webkit.reason;
        await use({ site: site.value, webkit: webkit.value });
      } finally {
        if (webkit.status === 'fulfilled') await webkit.value.close();
        if (site.status === 'fulfilled') await site.value.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: [async ({ started }, use) => use(started.site), { scope: 'worker' }],
  webkit: [async ({ started }, use) => use(started.webkit), { scope: 'worker' }],
  size: [viewports.desktop, { option: true }],
  driver: async ({ webkit, size }, use, testInfo) => {
    await setViewport(webkit.driver, size.width, size.height);
    await use(webkit.driver);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('WebKit output', { body: webkit.output() });
    // What went wrong in the page the test ends on (a test that leaves a page checks it first).
    expect(await pageErrors(webkit.driver), 'errors in WebKit').toEqual([]);
  },
  open: async ({ driver, site }, use) => {
    await use(async (path) => {
      try {
        await driver.get(new URL(path, site.origin).href);
      } catch (error) {
        throw new Error(`WebKit could not open ${path}`, { cause: error });
      }
    });
  },
});

export { expect };
