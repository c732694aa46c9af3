/**
 * What both servers of the built site must do alike, the Node server (src/server/main.ts) and
 * Firebase Hosting (firebase.json, served here by superstatic): security headers that earn A+
 * under the Observatory's rules on every kind of response, no redirect off-site, clean URLs,
 * and 404 with the not-found page, in both languages, for unknown paths (in the path's own
 * language: http.spec.ts for the Node server, hosting-config.spec.ts for Hosting's rewrite).
 */
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { observatory } from './observatory';

export interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** A request with the path exactly as given (fetch and Playwright normalise `//` and dot segments). */
export function rawRequest(origin: string, path: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Paths that try to turn the site's own redirects into a way off it. */
const OFF_SITE_TRAPS = [
  '//evil.example/%2e%2e/kurumsal/',
  '//evil.example/',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '///evil.example/kurumsal/',
  '/kurumsal/..//evil.example/',
  '/./kurumsal/',
];

export function servedSiteTests(serverName: string, origin: () => string): void {
  test.describe(`${serverName}`, () => {
    test('every kind of response carries the security headers and earns A+ under the Observatory rules', async () => {
      const samples = [pathFor('home', 'tr'), pathFor('about', 'en'), '/bu-sayfa-yok', '/kurumsal/', '/robots.txt', '/favicon.ico'];
      for (const path of samples) {
        const response = await rawRequest(origin(), path);
        const result = observatory(response.headers);
        expect(
          result.results.filter((r) => !r.pass),
          `${path} (${response.status})`,
        ).toEqual([]);
        expect(result.grade, path).toBe('A+');
        for (const header of ['permissions-policy', 'cross-origin-opener-policy', 'x-frame-options']) {
          expect(response.headers[header], `${path}: ${header}`).toBeTruthy();
        }
        expect(response.headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'.*|.*frame-ancestors 'none'/);
      }
    });

    test('no response redirects off the site', async () => {
      for (const path of OFF_SITE_TRAPS) {
        const response = await rawRequest(origin(), path);
        const location = response.headers['location'];
        if (location !== undefined) {
          expect(location, `${path} -> ${response.status} ${location}`).toMatch(/^\/(?![/\\])/);
        }
        expect(response.status, path).not.toBe(200);
      }
    });

    test('pages are served at clean URLs without a trailing slash', async () => {
      const page = await rawRequest(origin(), pathFor('about', 'tr'));
      expect(page.status).toBe(200);
      expect(page.body).toContain('<html lang="tr"');
      const slash = await rawRequest(origin(), `${pathFor('about', 'tr')}/`);
      expect(slash.status).toBe(301);
      expect(slash.headers['location']).toBe(pathFor('about', 'tr'));
      expect((await rawRequest(origin(), pathFor('home', 'en'))).body).toContain('<html lang="en"');
    });

    test('unknown paths no single language claims answer 404 with the not-found page in every language', async () => {
      for (const path of ['/bu-sayfa-yok', '/admin-yok', '/enx']) {
        const response = await rawRequest(origin(), path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toContain(ui.tr.notFoundText);
        expect(response.body, path).toMatch(
          new RegExp(`<div lang="en"[^>]*>.*${ui.en.notFoundText}.*href="${pathFor('home', 'en')}"`, 's'),
        );
      }
    });

    test('the not-found file itself never answers 200', async () => {
      for (const path of ['/404.html', '/404']) {
        let response = await rawRequest(origin(), path);
        // Hosting's clean URLs redirect /404.html to /404 first; that must stay on the site and end in 404.
        if (response.status === 301) {
          expect(response.headers['location'], path).toBe('/404');
          response = await rawRequest(origin(), response.headers['location'] ?? '');
        }
        expect(response.status, path).toBe(404);
      }
    });
  });
}
