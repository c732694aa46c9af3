/**
 * Full-page screenshots of chosen pages at 375 and 1280 px, for looking at what we build.
 * Needs the site served (npm start). Usage: npm run screenshots [-- /path /other-path]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser/chromium';

const base = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/en', '/kurumsal', '/projeler', '/referanslar', '/iletisim'];
const widths = [375, 1280];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Lazy images load only near the viewport: walk down the page once so they are in the picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = `screenshots/${width}${path.replace(/\//g, '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
