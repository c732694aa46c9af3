/**
 * What one page load costs on the wire, counted by the server: each page is loaded by a fresh
 * browser context from a gzip static server of its own, so every byte that server wrote was
 * for that page, and bytes are counted as sent (gzip bodies, as the CDN sends them) rather
 * than as the browser reports them. Headers are left out: the CDN writes its own, and the
 * budgets are about what the build ships.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { load } from 'cheerio';
import { serveStatic, type ServedResponse } from '../../scripts/lib/cdn-static-server';
import { settledWithoutInteraction, trackRequests } from '../browser/page-load';

export const weightTypes = ['document', 'script', 'stylesheet', 'font', 'image', 'other'] as const;
type WeightType = (typeof weightTypes)[number];

export interface PageWeight {
  path: string;
  /** Body bytes per type of everything the page loaded, its HTML included. */
  bytes: Record<WeightType, number>;
  totalBytes: number;
  /** The scripts the page requested, to name them when a page should have none. */
  scriptUrls: string[];
  /** The page's islands (islandsOf). */
  islands: string[];
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
 * The islands of a page's HTML, by component: a page with none is held to the strict budgets
 * (no JavaScript, a total), one with islands (carousels, the form) to the CSS and font budgets.
 */
export const islandsOf = (html: string): string[] =>
  load(html)('astro-island')
    .toArray()
    .map((island) => island.attribs['component-url'] ?? 'an island');

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

    const bytes = Object.fromEntries(weightTypes.map((type) => [type, 0])) as Record<WeightType, number>;
    for (const r of sent) bytes[weightType(r.contentType)] += r.bodyBytes;
    return {
      path,
      bytes,
      totalBytes: sent.reduce((sum, r) => sum + r.bodyBytes, 0),
      scriptUrls: sent.filter((r) => weightType(r.contentType) === 'script').map((r) => r.url).sort(),
      islands: islandsOf(html),
    };
  } finally {
    await browserContext.close();
    await server.close();
  }
}
