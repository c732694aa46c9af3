/**
 * One page of every kind read to the end the way a visitor reads it (page-kinds.desktop.spec.ts:
 * every kind in every language at 1280 px; page-kinds.mobile.spec.ts: every kind at 375 px, in
 * one language a kind);
 * everything that one load can show is checked on that load, instead of a load per check:
 * - no console error while the page loads and its islands hydrate;
 * - the header shows the switch to the other languages;
 * - no font is downloaded (DECISIONS.md "Look and feel": platform fonts only);
 * - no script of the admin is requested (public pages never carry the staff's code);
 * - no raster image carries more than twice the pixels its box shows (at DPR 2 on the phone);
 * - on the phone, when the largest paint of the first screen is an image, it was asked for
 *   first (eager, fetchpriority high);
 * - zero axe violations, WCAG 2.2 AA (DECISIONS.md "Quality bars"): contrast, target sizes and
 *   which menu shows depend on the width.
 * The admin's own screens are checked in admin.*.spec.ts, a page's other states (open menu,
 * alerts) in accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminPath, locale } from '../../src/i18n/routes';
import { languageSwitchTargets, type SitePage } from '../../src/lib/site-pages';
import { builtPage } from '../dist/built-page';
import { expectNoAxeViolations } from './axe';
import { collectConsoleErrors } from './console';
import { readToTheEnd, trackRequests } from './page-load';

/** The admin island's module, as the build wrote it into the admin page. */
const adminModule = builtPage(adminPath('dashboard'))('astro-island').attr('component-url');
if (!adminModule) throw new Error('the built admin page has no island');

async function largestPaintOfFirstScreen(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; src: string; loading: string | null; fetchpriority: string | null } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element ?? null;
          resolve(
            element
              ? {
                  tag: element.tagName,
                  src: (element as HTMLImageElement).currentSrc ?? '',
                  loading: element.getAttribute('loading'),
                  fetchpriority: element.getAttribute('fetchpriority'),
                }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function oversizedImages(page: Page): Promise<string[]> {
  const images = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
      .filter((img) => !/\.svg(\?|$)/.test(img.currentSrc || img.src))
      .map((img) => ({
        src: img.currentSrc || img.src,
        natural: img.naturalWidth,
        shown: img.getBoundingClientRect().width * devicePixelRatio,
      })),
  );
  return images
    .filter((image) => image.natural > 2 * image.shown + 1)
    .map((image) => `${image.src} is ${image.natural} px wide for ${Math.round(image.shown)} device px`);
}

/** The test of each page, at the width of the spec that calls it. */
export function readEachToTheEnd(pages: SitePage[]): void {
  for (const sitePage of pages.filter((p) => p.key !== 'admin')) readToTheEndTest(sitePage);
}

function readToTheEndTest(sitePage: SitePage): void {
  test(`${sitePage.path} (${sitePage.lang}) read to the end: no console error, font or admin code; images sized; no axe violations`, async ({
    page,
    isMobile,
  }) => {
    const errors = collectConsoleErrors(page);
    const requests = trackRequests(page);
    const fonts: string[] = [];
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    });

    expect((await page.goto(sitePage.path))?.status()).toBe(200);
    // The header shows a switch to each other language (the phone menu's and the footer's are
    // elsewhere); where they lead: tests/dist/routes.spec.ts.
    const targets = languageSwitchTargets(sitePage);
    await expect(page.locator('[data-site-header] [data-language-switch]:visible')).toHaveText(
      targets.map((target) => locale(target.lang).switchLabel),
    );
    if (isMobile) {
      const largest = await largestPaintOfFirstScreen(page);
      if (largest?.tag === 'IMG') {
        expect
          .soft(largest, `the largest paint is an image (${largest.src}): loaded eagerly at high priority`)
          .toMatchObject({ loading: 'eager', fetchpriority: 'high' });
      }
    }
    await readToTheEnd(page, requests);

    expect.soft(errors, 'console errors').toEqual([]);
    expect.soft(fonts, 'fonts downloaded').toEqual([]);
    const adminCode: string[] = [];
    for (const script of scripts) {
      const body = await script.body;
      if (new URL(script.url).pathname === adminModule || body.includes('/api/admin/') || body.includes('dashboard works!'))
        adminCode.push(script.url);
    }
    expect.soft(adminCode, "the admin's code").toEqual([]);
    expect.soft(await oversizedImages(page), 'images larger than twice the pixels they show').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
