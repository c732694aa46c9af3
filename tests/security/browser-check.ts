/**
 * Loads every page of a built site in Chromium and reports anything a payload would do if it
 * ran: a call of alert/confirm/prompt/print (hooked before any page script), a dialog, a new
 * window, or the page navigating away by itself (meta refresh, base, forms).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, loopbackOnlyArgs } from '../browser/chromium';
import { hydrationMoments, type HydrationMoments } from '../browser/hydration';

export interface BrowserProblem {
  page: string;
  what: string;
}

export interface BrowserCheckResult {
  problems: BrowserProblem[];
  /** Uncaught errors of the pages, for the record (they are not proof of a payload running). */
  pageErrors: BrowserProblem[];
  /** Images still loading or islands not hydrated when a page was left (for the record). */
  unsettled: BrowserProblem[];
  pagesLoaded: number;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs],
  });
}

const HOOKED = ['alert', 'confirm', 'prompt', 'print'] as const;

/** Runs in every frame before its scripts: records the calls instead of opening dialogs. */
function hookDialogs(names: readonly string[]): void {
  const w = window as unknown as Record<string, unknown> & { __xssCalls?: string[] };
  const calls: string[] = [];
  Object.defineProperty(w, '__xssCalls', { value: calls, configurable: false, writable: false });
  for (const name of names) {
    const hook = (...args: unknown[]) => {
      const call = `${name}(${args.map((a) => String(a)).join(', ')}) in ${location.href.slice(0, 120)}`;
      calls.push(call);
      const report = w['__xssReport'];
      if (typeof report === 'function') void (report as (call: string) => Promise<void>)(call);
      return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
    };
    Object.defineProperty(w, name, { value: hook, configurable: false, writable: false });
  }
}

/** Scrolls to the bottom and to every island, then waits (at most a few seconds) for images and islands. */
async function settle({ unprompted, whenSeen }: HydrationMoments): Promise<string[]> {
  const hydratesBy = (island: Element, moments: readonly string[]) => moments.includes(island.getAttribute('client') ?? '');
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const deadline = Date.now() + 4000;
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  // Islands are `display: contents`: their first element is what scrolls into view.
  for (const island of [...document.querySelectorAll('astro-island')].filter((island) => hydratesBy(island, whenSeen))) {
    (island.firstElementChild ?? island).scrollIntoView();
    await frame();
  }
  const pending = () => {
    const images = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    const islands = [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
      const client = island.getAttribute('client');
      if (client === 'media') {
        try {
          const media = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string }).value;
          return media ? matchMedia(media).matches : true;
        } catch {
          return true;
        }
      }
      return hydratesBy(island, [...unprompted, ...whenSeen]);
    });
    return [...images.map((img) => `image ${img.src.slice(0, 80)}`), ...islands.map((i) => `island ${i.getAttribute('component-url')}`)];
  };
  while (pending().length > 0 && Date.now() < deadline) await frame();
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  await frame();
  return pending();
}

function pageName(origin: string, url: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** Loads each path (`/`, `/kurumsal`, ...) in one of two tabs, one at 1280 px and one at 375 px. */
export async function checkPagesInBrowser(
  browser: Browser,
  origin: string,
  paths: { path: string; status: number }[],
): Promise<BrowserCheckResult> {
  const problems: BrowserProblem[] = [];
  const pageErrors: BrowserProblem[] = [];
  const unsettled: BrowserProblem[] = [];
  let pagesLoaded = 0;

  /** A tab in a context of its own; `current` is the path it is checking. */
  interface Tab {
    context: BrowserContext;
    page: Page;
    current: string;
    problems: number;
  }
  const openTab = async (viewport: { width: number; height: number }): Promise<Tab> => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const tab: Tab = { context, page, current: '(blank)', problems: 0 };
    const report = (problem: BrowserProblem) => {
      problems.push(problem);
      tab.problems += 1;
    };
    // Reports can arrive after the tab moved on: the page is the one the call ran in.
    await context.exposeBinding('__xssReport', (source, call: string) => {
      report({ page: pageName(origin, source.page.mainFrame().url()), what: `called ${call}` });
    });
    await context.addInitScript(hookDialogs, HOOKED);
    page.on('dialog', (dialog) => {
      report({ page: tab.current, what: `${dialog.type()} dialog: ${dialog.message()}` });
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('popup', (popup) => {
      report({ page: tab.current, what: `the page opened a window: ${popup.url().slice(0, 200)}` });
      void popup.close().catch(() => undefined);
    });
    page.on('pageerror', (error) => pageErrors.push({ page: tab.current, what: error.message.slice(0, 200) }));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && tab.current.startsWith('/') && frame.url() !== origin + tab.current) {
        report({ page: tab.current, what: `the page navigated itself to ${frame.url().slice(0, 200)}` });
      }
    });
    return tab;
  };

  const queue = [...paths];
  // Two tabs, one wide and one narrow (the narrow one hydrates the mobile menu), take pages in turn.
  await Promise.all(
    [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ].map(async (viewport) => {
      let tab = await openTab(viewport);
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          tab.current = next.path;
          const before = tab.problems;
          try {
            const response = await tab.page.goto(origin + next.path, { waitUntil: 'load', timeout: 60_000 });
            if (response?.status() !== next.status) {
              problems.push({ page: next.path, what: `answered ${response?.status()} instead of ${next.status}` });
            }
            for (const what of await tab.page.evaluate(settle, hydrationMoments)) unsettled.push({ page: next.path, what });
            // The binding reports calls as they happen; the list in the page catches any it missed.
            const calls = await tab.page.evaluate(() => [...((window as unknown as { __xssCalls?: string[] }).__xssCalls ?? [])]);
            for (const call of calls) problems.push({ page: next.path, what: `called ${call}` });
            if (pageName(origin, tab.page.url()) !== next.path) {
              problems.push({ page: next.path, what: `ended on ${tab.page.url().slice(0, 200)}` });
            }
          } catch (error) {
            // A page that navigates away or closes while it is looked at is a finding too.
            problems.push({ page: next.path, what: `could not be checked: ${(error as Error).message.split('\n')[0]}` });
            tab.problems += 1;
          }
          pagesLoaded += 1;
          if (tab.problems > before) {
            // Whatever that page set going (a refresh, a submitted form) must not land on the next one.
            tab.current = '(closed)';
            await tab.context.close();
            tab = await openTab(viewport);
          }
        }
      } finally {
        tab.current = '(closed)';
        await tab.context.close();
      }
    }),
  );
  const unique = (list: BrowserProblem[]) => [...new Map(list.map((p) => [`${p.page}\n${p.what}`, p])).values()];
  return { problems: unique(problems), pageErrors: unique(pageErrors), unsettled, pagesLoaded };
}
