/**
 * Debian's WebKitGTK for tests/webkit: its MiniBrowser on an X server of its own (Xvfb), driven
 * by selenium-webdriver through WebKitWebDriver (package webkit2gtk-driver).
 *
 * Why this way: Playwright's WebKit is a build of its own that cannot be downloaded here, and
 * Playwright cannot drive WebKitGTK. WebKitWebDriver speaks classic WebDriver only (Debian's
 * 2.50 is built without WebDriver BiDi) and starts MiniBrowser in automation mode; selenium-webdriver
 * is the WebDriver client with the fewest dependencies that speaks it. The test runner, its
 * reporting and `expect` stay Playwright's.
 *
 * Every process started here (Xvfb, the driver, MiniBrowser and WebKit's own processes under it)
 * is ended when the worker's browser goes, however the tests ended; and they stay in the stage's
 * process group, so a stopped suite stops them too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../scripts/lib/free-port';

/** Milliseconds any single wait may take: what a person would still wait for, on a machine twice as slow as ours. */
export const WAIT = 10_000;
/** Starting Xvfb, the driver and the browser: a few seconds here. */
const START = 30_000;

const webkitDriverExecutable = process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
const xvfbExecutable = process.env['XVFB_PATH'] ?? '/usr/bin/Xvfb';

/** Debian installs MiniBrowser with the WebKitGTK library, under its multiarch folder. */
function miniBrowserExecutable(): string {
  const configured = process.env['MINIBROWSER_PATH'];
  if (configured) return configured;
  const arch = readdirSync('/usr/lib').find(
    (name) => /-linux-gnu/.test(name) && readdirSync(`/usr/lib/${name}`).includes('webkit2gtk-4.1'),
  );
  if (!arch) throw new Error('MiniBrowser not found under /usr/lib/*/webkit2gtk-4.1: install webkit2gtk-driver, or set MINIBROWSER_PATH');
  return `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`;
}

/**
 * MiniBrowser's toolbar asks for 447 px, so its window cannot be as narrow as a phone. GTK's
 * user style sheet makes the browser's own controls tiny; it does not reach the page, whose
 * form controls and scroll bars WebKit draws itself.
 */
const TINY_BROWSER_CONTROLS =
  '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n';

/** The last lines a process wrote, for the error when it fails to start or the browser dies. */
function lastOutput(child: ChildProcess, lines = 20): () => string {
  let tail: string[] = [];
  const take = (chunk: Buffer) => {
    tail = [...tail, ...chunk.toString().split('\n').filter(Boolean)].slice(-lines);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => tail.join('\n');
}

/** `pid` and every process under it, deepest first (Linux: read from /proc). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const below = (id: number): number[] => (children.get(id) ?? []).flatMap((child) => [...below(child), child]);
  return [...below(pid), pid];
}

/** Ends `child` and what it started, deepest first, so each parent can still collect its children. */
function endTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const pid of processTree(child.pid)) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
  return exited;
}

/** Resolves with what `condition` returns once it is not undefined; fails after `ms` naming `what`. */
async function waitFor<T>(what: string, ms: number, condition: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`WebKit: waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An X server of its own on a free display, which Xvfb picks and writes to fd 3 once it accepts clients. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(xvfbExecutable, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const output = lastOutput(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}:\n${output()}`)));
    setTimeout(() => reject(new Error(`Xvfb named no display in ${START / 1000} s:\n${output()}`)), START).unref();
  }).catch(async (error: unknown) => {
    await endTree(xvfb, 'SIGTERM');
    throw error;
  });
  return { xvfb, display };
}

export interface WebKit {
  driver: WebDriver;
  /** The last lines the driver and the browser wrote, to name why a session died. */
  output: () => string;
  close: () => Promise<void>;
}

/**
 * A WebKit session at 1280x800 unless resized. Nothing leaves the machine: every address but the
 * loopback one the site is served on goes to a proxy that is not there (port 9, discard), and the
 * browser's settings, caches and GTK style go to a temporary folder, removed with the session.
 */
export async function launchWebKit(): Promise<WebKit> {
  const home = mkdtempSync(join(tmpdir(), 'webkit-'));
  mkdirSync(join(home, 'config/gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'config/gtk-3.0/gtk.css'), TINY_BROWSER_CONTROLS);
  const processes: ChildProcess[] = [];
  const ended = () => {
    for (const child of processes)
      if (child.pid && child.exitCode === null)
        for (const pid of processTree(child.pid))
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
  };
  // The worker may end without the fixture's teardown (a crash, a timeout): nothing stays behind.
  process.on('exit', ended);
  let output = () => '';
  const close = async () => {
    for (const child of processes.reverse()) await endTree(child, child.spawnfile === xvfbExecutable ? 'SIGTERM' : 'SIGKILL');
    process.off('exit', ended);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const { xvfb, display } = await startXvfb();
    processes.push(xvfb);
    const port = await freePort();
    const webDriver = spawn(webkitDriverExecutable, [`--port=${port}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DISPLAY: display,
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_RUNTIME_DIR: home,
        // No desktop session here: no settings daemon to ask, no accessibility bus to find.
        GSETTINGS_BACKEND: 'memory',
        NO_AT_BRIDGE: '1',
        // With no GPU, WebKit's DMA-BUF renderer composites through Mesa's software GL and takes
        // about four times the CPU per page (the stage then outgrew its 90 s on a busy machine);
        // the renderer before it still composites, and layout and scripts are the same.
        WEBKIT_DISABLE_DMABUF_RENDERER: '1',
      },
    });
    processes.push(webDriver);
    output = lastOutput(webDriver);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`WebKitWebDriver to answer on ${url}`, START, async () => {
      if (webDriver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${webDriver.exitCode}:\n${output()}`);
      return fetch(`${url}/status`).then(
        (response) => (response.ok ? true : undefined),
        () => undefined,
      );
    });
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'normal',
        // A script's own waits end at WAIT and say what they waited for; the driver's limit is a backstop.
        timeouts: { pageLoad: 2 * WAIT, script: 2 * WAIT, implicit: 0 },
        'webkitgtk:browserOptions': {
          binary: miniBrowserExecutable(),
          args: ['--automation', '--proxy=http://127.0.0.1:9', '--ignore-host=127.0.0.1', '--enable-dns-prefetching=false'],
          // As on a phone: scroll bars take no width from the page.
          useOverlayScrollbars: true,
        },
      })
      .build();
    return {
      driver,
      output: () => output(),
      close: async () => {
        await Promise.race([driver.quit(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]).catch(() => undefined);
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Sets the page's viewport (not the window: MiniBrowser's toolbar takes some height) to `width`
 * by `height` CSS pixels, and waits until the page has it.
 */
export async function setViewport(driver: WebDriver, width: number, height: number): Promise<void> {
  const [innerWidth, innerHeight, outerWidth, outerHeight] = await driver.executeScript<number[]>(
    'return [innerWidth, innerHeight, outerWidth, outerHeight]',
  );
  if (innerWidth === width && innerHeight === height) return;
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, width: width + outerWidth! - innerWidth!, height: height + outerHeight! - innerHeight! });
  await waitFor(`a viewport of ${width}x${height}`, WAIT, async () => {
    const [w, h] = await driver.executeScript<number[]>('return [innerWidth, innerHeight]');
    return w === width && h === height ? true : undefined;
  });
}

/**
 * Waits until `fn(arg)` holds in the page: true, or an empty list of what is not ready yet.
 * Checks every 20 ms inside the page (one WebDriver call, not one per check); fails naming what
 * it waited for and, for a list, what was still missing. `fn` goes as its source into the script
 * WebDriver runs (the page's CSP allows no eval), so it can use only its argument and the page.
 */
export async function waitUntil<A>(driver: WebDriver, what: string, fn: (arg: A) => boolean | string[], arg?: A): Promise<void> {
  const [met, last] = await driver.executeAsyncScript<[boolean, unknown]>(
    `const [arg, ms, done] = arguments;
     const check = (${fn.toString()});
     const deadline = Date.now() + ms;
     const poll = () => {
       let value = false;
       try { value = check(arg); } catch (error) { value = String(error); }
       if (value === true || (Array.isArray(value) && value.length === 0)) done([true, value]);
       else if (Date.now() > deadline) done([false, value]);
       else setTimeout(poll, 20);
     };
     poll();`,
    arg ?? null,
    WAIT,
  );
  if (!met) {
    const missing = Array.isArray(last) ? `: ${last.join('; ')}` : typeof last === 'string' ? ` (${last})` : '';
    throw new Error(`WebKit: waited ${WAIT / 1000} s for ${what} on ${await driver.getCurrentUrl()}${missing}`);
  }
}
