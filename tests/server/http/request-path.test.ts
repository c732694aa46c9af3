import { describe, expect, it } from 'vitest';
import { cleanPath, isPagePath, rawPathname, sameSiteLocation } from '../../../src/server/http/request-path';

describe('request paths', () => {
  it('takes the path without query or fragment', () => {
    expect(rawPathname('/kurumsal?x=//evil#a')).toBe('/kurumsal');
    expect(rawPathname(undefined)).toBe('/');
  });

  it.each(['/', '/kurumsal', '/proje/ostim-36-kv', '/_astro/a.B1.css', '/kurumsal/'])('%s can be a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['//evil.example/', '/\\evil.example', '/%2F%2Fevil', '/%2fx', '/%5Cx', '/%2e%2e/x', '/a/../b', '/./a', '/a/.', 'kurumsal'])(
    '%s is no page of the site',
    (path) => {
      expect(isPagePath(path)).toBe(false);
    },
  );

  it.each([
    ['/kurumsal', '/kurumsal'],
    ['/kurumsal?a=1', '/kurumsal?a=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['https://evil.example/x', '/'],
    ['kurumsal', '/kurumsal'],
  ])('a redirect to %j stays on the site: %j', (location, expected) => {
    expect(sameSiteLocation(location)).toBe(expected);
  });

  it('names .html files by their clean path', () => {
    expect(cleanPath('/kurumsal/index.html')).toBe('/kurumsal');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/kurumsal.html')).toBe('/kurumsal');
    expect(cleanPath('/kurumsal')).toBeUndefined();
  });
});
