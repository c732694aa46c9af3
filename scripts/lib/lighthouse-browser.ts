/**
 * The Chromium both benchmarks drive Lighthouse through: Debian's full browser, reaching only loopback
 * servers, trusting the run's certificate (cdn-static-server.ts), with a debugging port for
 * Lighthouse to attach to.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, lighthouseChromiumExecutable, loopbackOnlyArgs } from '../../tests/browser/chromium';
import { cdnServerBrowserArgs } from './cdn-static-server';
import { freePort } from './free-port';

export async function launchLighthouseBrowser(): Promise<{ browser: Browser; debugPort: number }> {
  const debugPort = await freePort();
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: lighthouseChromiumExecutable,
    args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs, ...cdnServerBrowserArgs, `--remote-debugging-port=${debugPort}`],
  });
  return { browser, debugPort };
}
