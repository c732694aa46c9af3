/**
 * Firebase Hosting's behaviour from the generated firebase.json (scripts/hosting-config.ts),
 * served by superstatic, the server Firebase Hosting is built on, over the built dist/client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { matchesGlob, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { RE2mode, server as superstatic } from 'superstatic';
import {
  adminApi,
  adminApiGlob,
  adminApiPath,
  adminContactRequestPath,
  onDemandPaths,
  languageGlobs,
  languageOfPath,
  languages,
  locale,
  pathFor,
  probePaths,
} from '../../src/i18n/routes';
import { freePort } from '../../scripts/lib/free-port';
import { DOWNLOAD_POLICY } from '../../src/server/admin/attachment-endpoints';
import { distDir } from '../dist-dir';
import { rawRequest, servedSiteTests } from '../server/served-site';

const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as Record<string, unknown>;
let origin = '';
let server: Server;
const cloudRunCalls: unknown[] = [];

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const app = superstatic({
    port,
    hostname: '127.0.0.1',
    // The build under test, wherever it is (superstatic resolves `public` against `cwd`).
    cwd: resolve(distDir, 'client'),
    config: { ...hosting, public: '.' },
    // Hosting hands `run` rewrites to Cloud Run; here the call is recorded and answered.
    rewriters: {
      run: (rewrite: { run: unknown }) => {
        cloudRunCalls.push(rewrite.run);
        return Promise.resolve({ data: 'cloud run', status: 202, contentType: 'text/plain' });
      },
    },
  });
  await new Promise<void>((resolve) => {
    server = app.listen(() => resolve()) as Server;
  });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

servedSiteTests('Firebase Hosting (superstatic)', () => origin);

test("every rule matches paths with a glob: a regex rule would be matched here by JavaScript's engine, which accepts patterns Hosting's RE2 refuses", () => {
  const rules = ['headers', 'redirects', 'rewrites'].flatMap((kind) => (hosting[kind] ?? []) as Record<string, unknown>[]);
  expect(rules.length).toBeGreaterThan(5);
  expect(rules.filter((rule) => 'regex' in rule || typeof rule['source'] !== 'string')).toEqual([]);
});

test("superstatic matches regex rules with JavaScript's engine: re2 is installed without its binary (docs/developers/node-and-npm.md)", async () => {
  expect(RE2mode()).toBe(false);
  // Rules as firebase.json writes them: superstatic's types know only `source`, its code reads `regex` too.
  const regexRules: Record<string, unknown> = {
    redirects: [{ regex: '^/eski/(\\d+)$', destination: '/yeni/:1', type: 301 }],
    headers: [{ regex: '^/kurumsal$', headers: [{ key: 'X-Rule', value: 'regex' }] }],
  };
  const port = await freePort();
  const app = superstatic({
    port,
    hostname: '127.0.0.1',
    cwd: resolve(distDir, 'client'),
    config: { public: '.', cleanUrls: true, ...regexRules },
  });
  const regexServer = await new Promise<Server>((done) => {
    const listening: Server = app.listen(() => done(listening)) as Server;
  });
  try {
    const local = `http://127.0.0.1:${port}`;
    const moved = await rawRequest(local, '/eski/42');
    expect(moved.status).toBe(301);
    expect(moved.headers['location']).toBe('/yeni/42');
    expect((await rawRequest(local, '/eski/abc')).status).toBe(404);
    expect((await rawRequest(local, '/kurumsal')).headers['x-rule']).toBe('regex');
    expect((await rawRequest(local, '/')).headers['x-rule']).toBeUndefined();
  } finally {
    await new Promise<void>((done) => regexServer.close(() => done()));
  }
});

test('the generated config serves the build and sends only the on-demand paths to Cloud Run', async () => {
  expect(hosting['public']).toBe('dist/client');
  // The JSON endpoint, the form's 'sent' page, native post and a project's quote form in each language, and the staff API, from the route table.
  expect(onDemandPaths()).toEqual([
    '/api/contact',
    ...languages.map((lang) => pathFor('contactSent', lang)),
    ...languages.map((lang) => pathFor('contactSend', lang)),
    ...languages.map((lang) => pathFor('projectQuote', lang, 'any-project').replace(/any-project$/, '*')),
    adminApiGlob,
  ]);
  const adminPaths = [
    adminApi.status,
    adminApi.session,
    adminApi.summary,
    adminApi.contactRequests,
    adminApi.contactRequestsCsv,
    adminContactRequestPath('6b1f0c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e'),
  ];
  // A glob's `*` is any one segment: a project's url.
  const sent = [...onDemandPaths().filter((path) => path !== adminApiGlob), ...adminPaths].map((path) =>
    path.replace(/\*$/, 'ostim-trafo'),
  );
  // Other tests of this worker may have called Cloud Run before.
  const before = cloudRunCalls.length;
  for (const path of sent) {
    const response = await rawRequest(origin, path, 'POST');
    expect(response.status, path).toBe(202);
  }
  expect(cloudRunCalls.slice(before)).toEqual(sent.map(() => expect.objectContaining({ serviceId: 'ornek-site', region: 'europe-west1' })));
  expect((await rawRequest(origin, '/api/other', 'POST')).status).toBe(404);
  // The quote page is static: Hosting serves it without the server.
  const quotePage = await rawRequest(origin, pathFor('contactQuote', 'tr'));
  expect(quotePage.status).toBe(200);
  expect(quotePage.body).toContain('data-contact-form');
  expect(cloudRunCalls).toHaveLength(before + sent.length);
});

test("a missing page under one language's page path goes to Cloud Run, which answers in that language; the pages there stay static", async () => {
  const before = cloudRunCalls.length;
  expect(hosting['rewrites']).toEqual(expect.arrayContaining(languageGlobs().map((source) => ({ source, run: expect.anything() }))));
  const missing = ['/en/foo', '/project/nope', '/new/nope/x', '/contact/x', '/proje/olmayan-proje', '/iletisim/abc', '/haber/yok/x'];
  for (const path of missing) expect((await rawRequest(origin, path)).status, path).toBe(202);
  expect(cloudRunCalls.length - before).toBe(missing.length);
  for (const lang of languages)
    for (const path of [pathFor('home', lang), pathFor('projects', lang), pathFor('contactQuote', lang)]) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toContain(`<html lang="${lang}"`);
    }
  // What no language claims stays with Hosting's own 404.html.
  expect((await rawRequest(origin, '/bu-sayfa-yok')).status).toBe(404);
  expect(cloudRunCalls.length - before).toBe(missing.length);
});

test('every language, German too: an unknown path under its pages goes to Cloud Run (its not-found page), its own pages stay static', async () => {
  for (const lang of languages) {
    const home = pathFor('home', lang);
    const missing = [`${pathFor('projects', lang)}/x`, pathFor('projectDetail', lang, 'olmayan-proje'), `${pathFor('contact', lang)}/x/y`];
    if (home !== '/') missing.push(`${home}/olmayan-sayfa`);
    const before = cloudRunCalls.length;
    for (const path of missing) {
      expect(languageOfPath(path), path).toBe(lang);
      expect((await rawRequest(origin, path)).status, path).toBe(202);
    }
    expect(cloudRunCalls.length - before, lang).toBe(missing.length);
    expect((await rawRequest(origin, pathFor('notFound', lang))).body).toContain(`<html lang="${locale(lang).tag}"`);
  }
});

test("Cloud Run's probes are never rewritten: Cloud Run calls the service itself, and Hosting answers them 404", async () => {
  const rewritten = (hosting['rewrites'] as { source: string }[]).map((rewrite) => rewrite.source);
  const before = cloudRunCalls.length;
  for (const path of Object.values(probePaths)) {
    expect(rewritten, path).not.toContain(path);
    for (const method of ['GET', 'HEAD']) expect((await rawRequest(origin, path, method)).status, `${method} ${path}`).toBe(404);
  }
  expect(cloudRunCalls.length - before).toBe(0);
});

test('every staff API response is marked no-store, whatever the server answers', async () => {
  for (const path of [adminApi.status, adminApi.contactRequestsCsv]) {
    const response = await rawRequest(origin, path);
    expect(response.headers['cache-control'], path).toBe('no-store');
  }
});

test("a staff download keeps its sandboxing policy and no-store through Hosting's headers", async () => {
  const path = adminApiPath(adminApi.contactRequestAttachment, { id: crypto.randomUUID(), attachmentId: crypto.randomUUID() });
  const response = await rawRequest(origin, path);
  expect(response.headers['content-security-policy']).toBe(DOWNLOAD_POLICY);
  expect(response.headers['cache-control']).toBe('no-store');
  // The rest of the staff API keeps the site's policy.
  expect((await rawRequest(origin, adminApi.status)).headers['content-security-policy']).not.toBe(DOWNLOAD_POLICY);
});

test('hashed assets are cached for a year, pages for five minutes', async () => {
  const html = await rawRequest(origin, '/kurumsal');
  expect(html.headers['cache-control']).toMatch(/max-age=300\b/);
  const css = /href="(\/_astro\/[^"]+\.css)"/.exec(html.body)?.[1];
  expect(css).toBeTruthy();
  expect((await rawRequest(origin, css ?? '')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a deploy leaves out the compressed copies the build writes for the Node server, and only them: Hosting compresses by itself', () => {
  const client = resolve(distDir, 'client');
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(client, resolve(entry.parentPath, entry.name)).split('\\').join('/'));
  const ignored = (file: string) => (hosting['ignore'] as string[]).some((glob) => matchesGlob(file, glob));
  const copies = files.filter((file) => /\.(br|gz)$/.test(file));
  expect(copies).toContain('index.html.br');
  expect(copies).toContain('index.html.gz');
  expect(copies.filter((file) => !ignored(file))).toEqual([]);
  const deployed = files.filter((file) => !ignored(file));
  expect(deployed).toContain('index.html');
  expect(deployed).toHaveLength(files.length - copies.length);
});
