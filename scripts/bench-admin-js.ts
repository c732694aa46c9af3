/**
 * The admin's JavaScript, screen by screen: how many JS files a cold browser fetches, how many
 * bytes they take on the wire, and how many they would take gzip-compressed (each response body
 * compressed here, level 9, so the figure does not depend on whether the server compresses).
 * Screens: the sign-in screen, the inbox as an inbox-only account, the studio's list and the
 * studio's editor of a document with a rich-text field, as an editor. Each in a new browser
 * context (an empty cache), against the built server (`node dist/server/main.mjs`) on a free
 * port with the embedded store in a temporary folder.
 *
 * Usage: npm run build && npm run bench:admin-js [-- --files]
 *   --files  also lists every JS file each screen fetched
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { adminApi, adminPath } from '../src/i18n/routes';
import { adminStrings } from '../src/islands/admin/strings';
import { editorHref } from '../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../src/islands/admin/studio/base/strings';
import type { Permission } from '../src/admin-api/contract';
import { hashPassword } from '../src/server/admin/passwords';
import { FIRESTORE_CONNECTION_VARIABLES } from '../src/server/config';
import { sqliteAdminStore } from '../src/server/store/sqlite/admin-store';
import { databaseHandle } from '../src/server/store/sqlite/lazy';
import { chromiumLaunchOptions, loopbackOnlyArgs } from '../tests/browser/chromium';
import { distDir } from '../tests/dist-dir';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';

const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });

if (!existsSync(join(distDir, 'server', 'main.mjs'))) {
  console.error(`${distDir}/server/main.mjs is missing: run npm run build first.`);
  process.exit(1);
}

const password = 'Bench-Parola-2026';
const accounts = {
  inbox: { email: 'gelen-kutusu@bench.example', permissions: ['inbox'] },
  content: { email: 'editor@bench.example', permissions: ['content'] },
} satisfies Record<string, { email: string; permissions: Permission[] }>;

interface Screen {
  name: string;
  /** Who is signed in before the screen opens (none: the sign-in screen). */
  account: keyof typeof accounts | null;
  url: string;
  /** Resolves once the screen shows what a person came for. */
  shown: (page: Page) => Promise<void>;
}

const tr = adminStrings.tr;
const studio = studioStrings.tr;
const screens: Screen[] = [
  {
    name: 'sign-in',
    account: null,
    url: adminPath('dashboard'),
    shown: (page) => expect(page.getByLabel(tr.signIn.email, { exact: true })).toBeVisible(),
  },
  {
    name: 'inbox (inbox-only account)',
    account: 'inbox',
    url: adminPath('contact'),
    shown: (page) => expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeVisible(),
  },
  {
    name: 'studio list',
    account: 'content',
    url: adminPath('content'),
    shown: (page) => expect(page.getByRole('heading', { level: 1, name: tr.contentHeading })).toBeVisible(),
  },
  {
    name: 'studio editor (rich text)',
    account: 'content',
    url: editorHref({ key: 'aboutTagline', item: null }),
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: studio.documents.aboutTagline })).toBeVisible();
      await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
    },
  },
];

interface JsFile {
  path: string;
  transferred: number;
  gzip: number;
}

async function measure(browser: Browser, origin: string, screen: Screen): Promise<JsFile[]> {
  const context = await browser.newContext({ baseURL: origin, locale: 'tr-TR' });
  try {
    if (screen.account) {
      const signIn = await context.request.post(adminApi.session, {
        headers: { origin, 'content-type': 'application/json' },
        data: { email: accounts[screen.account].email, password },
      });
      if (!signIn.ok()) throw new Error(`signing in as ${screen.account} answered ${signIn.status()}`);
    }
    const page = await context.newPage();
    const pending = new Set<Promise<JsFile>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isJs = url.pathname.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript');
      if (!isJs) return;
      pending.add(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return { path: url.pathname, transferred: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    const inFlight = new Set<unknown>();
    const settled = new Set<() => void>();
    const done = (request: unknown) => {
      inFlight.delete(request);
      if (inFlight.size === 0) for (const resolve of settled) resolve();
    };
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto(screen.url);
    await screen.shown(page);
    // Every request the screen made (lazy chunks included) answered, then their bodies read.
    if (inFlight.size > 0) await new Promise<void>((resolve) => settled.add(resolve));
    const files = await Promise.all(pending);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const tempDir = mkdtempSync(join(tmpdir(), 'bench-admin-js-'));
const dataDir = join(tempDir, 'data');
const handle = databaseHandle(dataDir, () => {});
const admin = sqliteAdminStore(handle);
const passwordHash = await hashPassword(password);
for (const [name, account] of Object.entries(accounts)) {
  await admin.putUser({ email: account.email, displayName: `Bench ${name}`, passwordHash, permissions: account.permissions }, new Date());
}
handle.close();

const port = await freePort();
const server = await startBuiltSite(port, {
  CONTACT_DATA_DIR: dataDir,
  ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])),
});
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs] });
const rows: string[] = [];
try {
  const origin = `http://127.0.0.1:${port}`;
  rows.push('| screen | JS requests | JS kB transferred | JS kB gzip |', '| --- | ---: | ---: | ---: |');
  const details: string[] = [];
  for (const screen of screens) {
    const files = await measure(browser, origin, screen);
    const sum = (key: 'transferred' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
    rows.push(`| ${screen.name} | ${files.length} | ${kB(sum('transferred'))} | ${kB(sum('gzip'))} |`);
    if (values.files) {
      details.push(
        `\n${screen.name}:`,
        ...files.map((file) => `  ${kB(file.transferred).padStart(7)} ${kB(file.gzip).padStart(7)}  ${file.path}`),
      );
    }
  }
  console.log(`Admin JavaScript, cold cache, kB = 1000 bytes; gzip: each body compressed here at level 9.\n`);
  console.log(rows.join('\n'));
  if (details.length) console.log(details.join('\n'));
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(tempDir, { recursive: true, force: true });
}
