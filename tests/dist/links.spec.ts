/**
 * No broken internal link, image, stylesheet, font or fragment anywhere on the built site:
 * linkinator crawls it from every page of the route table, as served by the site's own server
 * (baseURL), and checks every fragment (`#main`, the skip link's target, included) against the
 * ids of the page it points to.
 */
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { handbookPaths } from '../../src/lib/handbook';
import { sitePages } from '../../src/lib/site-pages';

test('no broken internal link, image or fragment on any page', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // The editors' handbook too: the admin's client-only screens link to it, so no crawled HTML does.
  const paths = [...sitePages().map((page) => page.path), ...handbookPaths(process.cwd())];
  const pages = [...new Set(paths.map((path) => new URL(path, origin).href))];
  const fragmentLinks = new Set<string>();
  const { links } = await new LinkChecker().check({
    // Every page, so pages no link leads to (the not-found page, the admin outlet) count too.
    path: pages,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Every fragment link is checked; this only notes which ones the crawl met.
    fragmentsToSkip: async (fragment, url) => {
      fragmentLinks.add(`${url.split('#')[0]}#${fragment}`);
      return false;
    },
    // Internal links lead straight to their page: the site's clean paths never redirect.
    redirects: 'error',
    concurrency: 8,
    timeout: 10_000,
    // External links are not fetched: this machine has no network, and whether another site
    // answers today says nothing about this build. Only URLs of the server under test count.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`),
  });

  const describe = (link: LinkResult) => `${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? 'the start page'}`;
  expect(links.filter((link) => link.state === LinkState.BROKEN).map(describe)).toEqual([]);
  // The crawl really ran: pages, stylesheets and images answered, and the skip link of every
  // page with the site's header (all but the client-only admin outlet) was checked.
  const checked = new Set(links.filter((link) => link.state === LinkState.OK).map((link) => link.url));
  expect(pages.filter((page) => !checked.has(page))).toEqual([]);
  expect([...checked].some((url) => /\/_astro\/[^/]+\.css$/.test(url))).toBe(true);
  expect([...checked].some((url) => /\.(avif|webp|jpg|png|svg)$/.test(url))).toBe(true);
  const withHeader = sitePages().filter((page) => page.key !== 'admin');
  expect(withHeader.map((page) => `${new URL(page.path, origin).href}#main`).filter((link) => !fragmentLinks.has(link))).toEqual([]);
});
