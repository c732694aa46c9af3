import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactEndpoint } from '../../src/i18n/routes';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as {
  public: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: HeaderRule[];
  rewrites: { source: string; run?: { serviceId: string } }[];
};

/** Firebase applies every matching header rule and the last one wins. */
function cacheControlFor(path: string): string | undefined {
  const matches = (source: string) =>
    source === '**' || (source.endsWith('/**') && path.startsWith(source.slice(0, -2)));
  return hosting.headers
    .filter((rule) => matches(rule.source))
    .flatMap((rule) => rule.headers)
    .filter((h) => h.key === 'Cache-Control')
    .at(-1)?.value;
}

describe('Firebase Hosting configuration', () => {
  it('serves dist with clean URLs and no trailing slash (DECISIONS.md)', () => {
    expect(hosting.public).toBe('dist/client');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it('caches hashed assets for a year and HTML briefly', () => {
    expect(cacheControlFor('/_astro/index.Bx1.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/kurumsal')).toMatch(/max-age=300\b/);
    expect(cacheControlFor('/en')).toMatch(/max-age=300\b/);
  });

  it('sends the contact endpoint, and only it, to the server that runs it', () => {
    expect(hosting.rewrites.map((rule) => rule.source)).toEqual([contactEndpoint]);
    expect(hosting.rewrites[0]?.run?.serviceId).toBeTruthy();
  });
});
