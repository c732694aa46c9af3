/**
 * What one page load costs on the wire, counted by the server: each page is loaded by a fresh
 * browser context from a gzip static server of its own, so every byte that server wrote was
 * for that page, and bytes are counted as sent (gzip bodies, as the CDN sends them) rather
 * than as the browser reports them. Headers are left out: the CDN writes its own, and the
 * budgets are about what the build ships.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { serveStatic, type ServedResponse } from '../../scripts/lib/gzip-static-server';
import { settledWithoutInteraction, trackRequests } from '../browser/page-load';

export const weightTypes = ['document', 'script', 'stylesheet', 'font', 'image', 'other'] as const;
export type WeightType = (typeof weightTypes)[number];

export interface PageWeight {
  path: string;
  /** Body bytes per type of everything the page loaded, its HTML included. */
  bytes: Record<WeightType, number>;
  totalBytes: number;
  /** The scripts the page requested, to name them when a page should have none. */
  scriptUrls: string[];
  /** Islands outside the site header (see contentIslands). */
  contentIslands: string[];
}

function weightType(contentType: string): WeightType {
  if (contentType.startsWith('text/html')) return 'document';
  if (/javascript/.test(contentType)) return 'script';
  if (contentType.startsWith('text/css')) return 'stylesheet';
  if (contentType.startsWith('font/')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

/**
 * The `astro-island` elements of the served HTML that are not inside a `<header>`, by component.
 * The header's menu island is about to become platform HTML; until then it must not make
 * every page an "island page", or the no-JavaScript budget would test nothing.
 */
const CONTENT_ISLANDS_OF_HTML = (html: string): string[] =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('astro-island')]
    .filter((island) => !island.closest('header'))
    .map((island) => island.getAttribute('component-url') ?? island.outerHTML.slice(0, 80));

/**
 * Loads `path` in a fresh context, with no interaction, until it is settled as a visitor who
 * only looks sees it (tests/browser/page-load.ts), and counts what the server sent for it.
 */
export async function measurePage(browser: Browser, clientDir: string, path: string, context: BrowserContextOptions): Promise<PageWeight> {
  const sent: ServedResponse[] = [];
  const server = await serveStatic(clientDir, { onResponse: (response) => sent.push(response) });
  const browserContext = await browser.newContext(context);
  try {
    const page = await browserContext.newPage();
    const requests = trackRequests(page);
    const response = await page.goto(`${server.origin}${path}`, { waitUntil: 'commit' });
    if (!response) throw new Error(`${path}: no response`);
    const html = await response.text();
    await settledWithoutInteraction(page, requests);
    const contentIslands = await page.evaluate(CONTENT_ISLANDS_OF_HTML, html);

    const bytes = Object.fromEntries(weightTypes.map((type) => [type, 0])) as Record<WeightType, number>;
    for (const r of sent) bytes[weightType(r.contentType)] += r.bodyBytes;
    return {
      path,
      bytes,
      totalBytes: sent.reduce((sum, r) => sum + r.bodyBytes, 0),
      scriptUrls: sent.filter((r) => weightType(r.contentType) === 'script').map((r) => r.url).sort(),
      contentIslands,
    };
  } finally {
    await browserContext.close();
    await server.close();
  }
}
