/** The Node server of the built site (src/server/main.ts), as `npm start` runs it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  adminApi,
  adminContactRequestPath,
  contactEndpoint,
  isDetailRoute,
  isOnDemandRoute,
  languageOfPath,
  languages,
  locale,
  pathFor,
  probePaths,
  routeDefinition,
  routeKeys,
  routeName,
  type Lang,
} from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { getProjectsData } from '../../src/content/operations';
import { buildCacheDir } from '../../src/server/config';
import { observatory, parsePolicy } from './observatory';
import { rawRequest, servedSiteTests } from './served-site';

let origin = '';
test.beforeAll(({}, testInfo) => {
  origin = String(testInfo.project.use.baseURL);
});

servedSiteTests('Node server', () => origin);

/**
 * Unknown paths whose first segment only one language has pages under: a page's path with a
 * segment more, a detail page with an id no item has, and one segment too many.
 */
function unknownPathsOf(lang: Lang): string[] {
  return routeKeys
    .filter((key) => !routeDefinition(key).languageNeutral && !isOnDemandRoute(key))
    .map((key) => (isDetailRoute(key) ? pathFor(key, lang, 'olmayan-sayfa') : `${pathFor(key, lang)}/olmayan-sayfa/x`))
    .filter((path) => languageOfPath(path) === lang);
}

for (const lang of languages) {
  test(`an unknown path under a ${lang} page answers 404 with the ${lang} not-found page, wholly in ${lang}`, async () => {
    const paths = unknownPathsOf(lang);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.body, path).toContain(`<html lang="${locale(lang).tag}"`);
      expect(response.body, path).toContain(ui[lang].notFoundText);
      expect(response.body, path).toContain(`<title>${routeName('notFound', lang)} - `);
      expect(response.body, path).toContain(ui[lang].backHome);
      for (const other of languages.filter((l) => l !== lang)) {
        expect(response.body, path).not.toContain(ui[other].notFoundText);
        expect(response.body, path).not.toContain(ui[other].backHome);
      }
      expect((await rawRequest(origin, path, 'HEAD')).status, `HEAD ${path}`).toBe(404);
    }
    // The pages there are served as ever; a known page with a slash still goes to its clean URL.
    for (const path of [pathFor('home', lang), pathFor('projects', lang), pathFor('contactQuote', lang), pathFor('contactSent', lang)])
      expect((await rawRequest(origin, path)).status, path).toBe(200);
    expect((await rawRequest(origin, `${pathFor('projects', lang)}/`)).status).toBe(301);
  });
}

test('an unknown path no language claims answers 404 with the not-found page in every language', async () => {
  const response = await rawRequest(origin, '/olmayan-sayfa');
  expect(response.status).toBe(404);
  for (const lang of languages) expect(response.body).toContain(ui[lang].notFoundText);
});

test("Cloud Run's probes: health while the process answers, ready while the store does, as JSON never cached", async () => {
  const health = await rawRequest(origin, probePaths.health);
  const ready = await rawRequest(origin, `${probePaths.ready}?from=probe`);
  expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
  expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready', store: 'sqlite' }]);
  for (const response of [health, ready]) {
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  }
  const head = await rawRequest(origin, probePaths.ready, 'HEAD');
  expect([head.status, head.body]).toEqual([200, '']);
  for (const path of Object.values(probePaths)) {
    const post = await rawRequest(origin, path, 'POST');
    expect(post.status, path).toBe(405);
    expect(post.headers['allow'], path).toBe('GET, HEAD');
  }
});

test('the contact endpoint answers other methods with 405 JSON and Allow: POST', async () => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    const response = await rawRequest(origin, contactEndpoint, method);
    expect(response.status, method).toBe(405);
    expect(response.headers['allow'], method).toBe('POST');
    expect(response.headers['content-type'], method).toMatch(/^application\/json/);
    expect(JSON.parse(response.body), method).toMatchObject({ ok: false });
  }
});

test("the form's native post page sends GET to the contact page and answers a bad post with the form, under the same headers", async () => {
  for (const lang of ['tr', 'en'] as const) {
    const get = await rawRequest(origin, pathFor('contactSend', lang));
    expect(get.status).toBe(303);
    expect(get.headers['location']).toBe(pathFor('contact', lang));
    // A post without Origin is refused (403) with the form again, as a page of the site.
    const post = await rawRequest(origin, pathFor('contactSend', lang), 'POST');
    expect(post.status).toBe(403);
    expect(post.headers['content-type']).toMatch(/^text\/html/);
    expect(post.headers['cache-control']).toBe('no-store');
    expect(post.body).toContain(`<html lang="${lang}"`);
    expect(post.body).toContain('data-contact-form');
    expect(post.body).toContain('<meta name="robots" content="noindex"');
    for (const response of [get, post]) {
      expect(observatory(response.headers).grade).toBe('A+');
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    }
  }
});

test('the staff API answers on the Node server as JSON, no-store, under the security headers, and 401 without a session', async () => {
  const status = await rawRequest(origin, adminApi.status);
  expect(status.status).toBe(200);
  expect(status.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(status.body)).toMatchObject({ signedIn: false, user: null });
  for (const [method, path] of [
    ['GET', adminApi.summary],
    ['GET', `${adminApi.contactRequests}?status=open`],
    ['GET', adminApi.contactRequestsCsv],
    ['GET', adminApi.leadFigures],
    ['GET', adminApi.leadFiguresCsv],
  ] as const) {
    const response = await rawRequest(origin, path, method);
    expect(response.status, path).toBe(401);
    expect(response.headers['cache-control'], path).toBe('no-store');
    expect(observatory(response.headers).grade, path).toBe('A+');
  }
  // A state-changing request without the site's Origin is refused before anything else.
  expect((await rawRequest(origin, adminContactRequestPath('6b1f0c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e'), 'PATCH')).status).toBe(403);
  expect((await rawRequest(origin, `${adminApi.status}/../summary`)).status).toBe(404);
});

test("the build's files: pages revalidated, hashed assets kept a year, folders without their slash, nothing outside", async () => {
  const page = await rawRequest(origin, pathFor('about', 'tr'));
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('public, max-age=0');
  expect(page.headers['etag']).toBeTruthy();
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(page.body)?.[1];
  expect(stylesheet, 'the page links its stylesheet').toBeDefined();
  const asset = await rawRequest(origin, stylesheet!);
  expect(asset.status).toBe(200);
  expect(asset.headers['content-type']).toMatch(/^text\/css/);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const slashed = await rawRequest(origin, `${pathFor('about', 'tr')}/?from=mail`);
  expect(slashed.status).toBe(301);
  expect(slashed.headers['location']).toBe(`${pathFor('about', 'tr')}?from=mail`);

  const head = await rawRequest(origin, pathFor('about', 'tr'), 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body).toBe('');

  // The server's own files beside the pages are not pages.
  for (const path of ['/../build-facts.json', '/..%2fbuild-facts.json', '/build-facts.json', '/.env']) {
    expect((await rawRequest(origin, path)).status, path).toBe(404);
  }
});

test('a file of the build takes GET and HEAD: other methods 405 and OPTIONS 204, each with Allow; the on-demand routes keep theirs', async () => {
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec((await rawRequest(origin, pathFor('home', 'tr'))).body)?.[1];
  expect(asset, 'the home page links its stylesheet').toBeDefined();
  const files = [
    ...languages.map((lang) => pathFor('home', lang)),
    pathFor('about', 'en'),
    `${pathFor('about', 'tr')}/`,
    '/robots.txt',
    asset!,
  ];
  for (const path of files) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await rawRequest(origin, path, method);
      expect([answer.status, answer.headers['allow']], `${method} ${path}`).toEqual([405, 'GET, HEAD, OPTIONS']);
      expect(answer.headers['content-security-policy'], `${method} ${path}`).toBeTruthy();
    }
    const options = await rawRequest(origin, path, 'OPTIONS');
    expect([options.status, options.headers['allow'], options.body], path).toEqual([204, 'GET, HEAD, OPTIONS', '']);
  }
  // What is no file is still not found, and the form's native post and the staff API still answer their methods.
  expect((await rawRequest(origin, '/olmayan-sayfa', 'PUT')).status).toBe(404);
  for (const lang of languages) {
    const post = await rawRequest(origin, pathFor('contactSend', lang), 'POST');
    expect(post.status, pathFor('contactSend', lang)).not.toBe(405);
  }
  expect((await rawRequest(origin, contactEndpoint, 'POST')).status).not.toBe(405);
  expect((await rawRequest(origin, adminApi.status, 'OPTIONS')).headers['allow']).toBe('GET');
});

test("the security page's Content-Security-Policy is the one the server sends, besides Astro's script and style hashes", async () => {
  const sent = parsePolicy((await rawRequest(origin, pathFor('home', 'tr'))).headers['content-security-policy'] ?? '');
  const page = readFileSync('docs/developers/security.md', 'utf8').replace(/\n\s*/g, ' ');
  const documented = /besides them exactly this policy: `([^`]+)`/.exec(page)?.[1];
  expect(documented, 'docs/developers/security.md states the policy').toBeDefined();
  for (const directive of ['script-src', 'style-src']) {
    const [self, ...hashes] = sent.get(directive) ?? [];
    expect(self, directive).toBe("'self'");
    for (const hash of hashes) expect(hash, directive).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    sent.delete(directive);
  }
  expect(sent).toEqual(parsePolicy(documented!));
  // Wherever else the page names a directive of the policy, it names it as sent.
  for (const [, name, sources] of page.matchAll(/`((?:img|frame|default|object)-src) ([^`;]+)`/g))
    expect(`${name} ${sources}`).toBe(`${name} ${sent.get(name!)!.join(' ')}`);
});

test("Astro's server islands are not served; its image endpoint, which the pages rendered per request use, keeps nothing in the build cache", async () => {
  const response = await rawRequest(origin, '/_server-islands/Anything');
  expect(response.status).toBe(404);
  expect(response.headers['content-type']).toMatch(/^text\/html/);

  const project = getProjectsData('en').projects[0]!.project.url;
  const quote = await (await fetch(`${origin}${pathFor('projectQuote', 'en', project)}`)).text();
  const photo = /\/_image\?href=[^"' ]+/.exec(quote)?.[0]?.replaceAll('&amp;', '&');
  expect(photo, 'a photo of the quote page, rendered per request').toBeDefined();
  expect((await fetch(`${origin}${photo}`)).status, photo).toBe(200);
  // Any width a visitor asks for is made, but never kept: only a build writes the cache.
  const cached = join(buildCacheDir(process.env), 'images');
  const before = existsSync(cached) ? readdirSync(cached).sort() : [];
  const odd = photo!.replace(/([?&]w=)\d+/, '$1123').replace(/([?&]h=)\d+/, '$161');
  expect((await fetch(`${origin}${odd}`)).status, odd).toBe(200);
  expect(existsSync(cached) ? readdirSync(cached).sort() : []).toEqual(before);
});
