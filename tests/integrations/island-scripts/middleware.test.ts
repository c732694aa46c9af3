import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { onRequest } from '../../../src/integrations/island-scripts/middleware';

const page =
  '<head></head><p>x</p><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>(()=>{})()</script><astro-island client="load"></astro-island>';
const answer = (response: Response) => onRequest({} as APIContext, () => Promise.resolve(response)) as Promise<Response>;

describe('the island scripts middleware', () => {
  it('rewrites an HTML answer (module scripts, the style in <head>) and keeps its status, status text and headers', async () => {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'sha256-x'" };
    const response = await answer(new Response(page, { status: 422, statusText: 'Unprocessable Content', headers }));
    expect(await response.text()).toBe(
      '<head><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><p>x</p><script type="module">(()=>{})()</script><astro-island client="load"></astro-island>',
    );
    expect([response.status, response.statusText]).toEqual([422, 'Unprocessable Content']);
    expect(Object.fromEntries(response.headers)).toEqual(Object.fromEntries(new Headers(headers)));
  });

  it('passes anything else through as it is: JSON, a redirect, an answer without a body', async () => {
    const json = new Response(page, { headers: { 'Content-Type': 'application/json' } });
    const redirect = new Response(null, { status: 303, headers: { Location: '/iletisim/gonderildi', 'Content-Type': 'text/html' } });
    const notModified = new Response(null, { status: 304, headers: { 'Content-Type': 'text/html' } });
    for (const response of [json, redirect, notModified]) expect(await answer(response)).toBe(response);
  });
});
