/**
 * The preview bar over a build's own files, which have compressed copies: the bar is written into
 * the page's text, its style with it, and the page's policy allows that style.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPreview } from '../../../src/server/http/preview-bar';
import { fileTable } from '../../../src/server/http/file-table';
import { staticFiles } from '../../../src/server/http/static-files';
import { collectingLog } from '../collecting-log';

const page = `<!doctype html><html lang="tr"><body><main>${'<p>Önizlenen sayfa.</p>'.repeat(200)}</main></body></html>`;
const SITE_POLICY = "default-src 'self'; style-src 'self' 'sha256-site'";
let dir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'preview-bar-'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(page));
  const files = staticFiles(
    fileTable(dir),
    (_req, _res, next) => next(),
    collectingLog(() => {}),
  );
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', SITE_POLICY);
    asPreview(req, res, 'preview-build');
    void files(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

function get(headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a previewed page', () => {
  it('is sent uncompressed with the bar, whatever encodings the browser accepts', async () => {
    for (const accept of ['br, gzip', 'gzip']) {
      const answer = await get({ 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.headers['cache-control'], accept).toBe('private, no-store');
      expect(answer.body, accept).toMatch(/<main>.*<\/main><style>[^<]+<\/style><div data-preview-bar[^>]*>.*<\/div><\/body><\/html>$/s);
    }
  });

  it("allows the bar's style element by its hash, beside the site's own", async () => {
    const answer = await get({});
    const style = /<style>([^<]+)<\/style><div data-preview-bar/.exec(answer.body)?.[1];
    expect(style).toContain('[data-preview-bar]');
    const hash = createHash('sha256').update(Buffer.from(style!, 'latin1')).digest('base64');
    expect(answer.headers['content-security-policy']).toBe(`default-src 'self'; style-src 'self' 'sha256-site' 'sha256-${hash}'`);
  });
});
