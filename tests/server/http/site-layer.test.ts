/** The site's security headers on every answer, and the one policy an answer keeps for itself: a sandboxed download's. */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { siteLayer } from '../../../src/server/http/site-layer';

const SITE_POLICY = "default-src 'self'; script-src 'self'";

/** The layer in front of a handler that answers with `headers` as Astro's does (writeHead). */
async function answerWith(headers: Record<string, string>): Promise<Headers> {
  const layer = siteLayer(
    (_req, res) => {
      res.writeHead(200, headers);
      res.end('bytes');
    },
    {
      headers: { 'Content-Security-Policy': SITE_POLICY, 'X-Content-Type-Options': 'nosniff' },
      notFound: { isPage: () => true, page: () => ({ body: Buffer.from(''), encoding: undefined }) },
    },
  );
  const server = createServer((req, res) => void layer(req, res)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/x`);
  await response.arrayBuffer();
  server.close();
  await once(server, 'close');
  return response.headers;
}

describe('the site layer', () => {
  it("keeps the policy of a download that sandboxes itself (and still adds the other headers); any other answer gets the site's", async () => {
    const headers = await answerWith({ 'Content-Security-Policy': "default-src 'none'; sandbox", 'Content-Type': 'application/pdf' });
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // Any other answer gets the site's policy, over one it set itself.
    expect((await answerWith({})).get('content-security-policy')).toBe(SITE_POLICY);
    expect((await answerWith({ 'Content-Security-Policy': 'default-src *' })).get('content-security-policy')).toBe(SITE_POLICY);
  });
});
