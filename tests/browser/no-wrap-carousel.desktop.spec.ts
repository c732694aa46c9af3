/**
 * SPEC §4: a carousel wraps around unless no-wrap is set. No page of the site sets it, so the
 * real Carousel island is bundled with esbuild and mounted on a blank page.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { swiperStarted } from './carousel';

async function fixtureHtml(): Promise<string> {
  const result = await build({
    entryPoints: ['tests/browser/fixtures/no-wrap-carousel.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]!.text;
  const css = readFileSync('node_modules/swiper/swiper.css', 'utf8');
  return `<!doctype html><html lang="en"><head><style>${css}</style></head><body><div id="root"></div><script type="module">${script}</script></body></html>`;
}

test('with no-wrap the carousel stops at its last slide', async ({ page }) => {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.setContent(await fixtureHtml());
  const carousel = page.locator('[data-carousel]');
  await swiperStarted(carousel);
  await page.clock.runFor(16);
  await expect(carousel.locator('[data-carousel-previous]')).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(carousel).toHaveAttribute('data-active-index', '1');
  await page.clock.runFor(1000);
  await expect(carousel).toHaveAttribute('data-active-index', '2');
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(5000);
  await expect(carousel).toHaveAttribute('data-active-index', '2');
  await expect(carousel.locator('[data-carousel-next]')).toBeDisabled();
  await carousel.locator('[data-carousel-previous]').click();
  await expect(carousel).toHaveAttribute('data-active-index', '1');
});
