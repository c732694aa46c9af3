/**
 * The editors' handbook's screenshots (docs/editors/images/<lang>/), remade in one command from
 * the real screens: the built site's own server (run `npm run build` first) with an embedded
 * store seeded with a staff account and sample requests, each shot in each admin language,
 * saved as WebP (sharp) to keep the committed images small. Usage: npm run docs:screenshots
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { permissions } from '../src/admin-api/contract';
import { adminLanguages, type AdminLang } from '../src/i18n/admin-languages';
import { adminStrings } from '../src/islands/admin/strings';
import { HANDBOOK_DIR } from '../src/lib/handbook';
import { databaseHandle } from '../src/server/store/sqlite/lazy';
import { chromiumLaunchOptions } from '../tests/browser/chromium';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { submitSignIn } from '../tests/browser/admin-ui';
import { seedAdminStore, staff } from '../tests/browser/seeded-store';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';
import { docsShots, type DocsShot } from './lib/docs-shots';

/** Waits until the screen's data has arrived and nothing moves. */
async function settled(page: Page): Promise<void> {
  // The live preview's frames never report the page idle to Playwright, though nothing is on its way: its shot waits for its page itself.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[role="status"]')?.textContent?.includes('…'), undefined, { timeout: 10_000 })
    .catch(() => {});
}

async function take(page: Page, base: string, lang: AdminLang, shot: DocsShot): Promise<string> {
  await page.setViewportSize({ width: shot.width, height: shot.width < 768 ? 812 : 800 });
  await page.goto(base + shot.path);
  await settled(page);
  if (shot.prepare) await shot.prepare(page);
  await settled(page);
  const png = await page.screenshot({ fullPage: false, animations: 'disabled', caret: 'hide' });
  const file = join(HANDBOOK_DIR, 'images', lang, `${shot.name}.webp`);
  await sharp(png).webp({ quality: 60, effort: 6 }).toFile(file);
  return file;
}

const dataDir = join(mkdtempSync(join(tmpdir(), 'docs-screenshots-')), 'data');
const handle = databaseHandle(dataDir, () => {});
await seedAdminStore(handle, { account: true, requests: 12, permissions: [...permissions] });
const port = await freePort();
const server = await startBuiltSite(port, embeddedStoreEnv(dataDir));
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const lang of adminLanguages) {
    mkdirSync(join(HANDBOOK_DIR, 'images', lang), { recursive: true });
    const context = await browser.newContext({ locale: adminStrings[lang].dateLocale, timezoneId: 'Europe/Istanbul' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const shot of docsShots.filter((candidate) => !candidate.signedIn)) console.log(await take(page, base, lang, shot));
    await page.goto(base + docsShots.find((shot) => shot.signedIn)!.path);
    await submitSignIn(page, lang, staff.email, staff.password);
    await settled(page);
    for (const shot of docsShots.filter((candidate) => candidate.signedIn)) console.log(await take(page, base, lang, shot));
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  handle.close();
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}
