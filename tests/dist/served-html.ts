/**
 * The gzip bytes the CDN-like server sends for each page's HTML, fetched without a browser:
 * the HTML does not depend on the viewport, and plain requests cover every page in a second
 * where browser loads of every page would take minutes.
 */
import { serveStatic } from '../../scripts/lib/cdn-static-server';

export async function servedHtmlBytes(clientDir: string, paths: string[]): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const server = await serveStatic(clientDir, {
    onResponse: (response) => bytes.set(new URL(response.url, 'http://site').pathname, response.bodyBytes),
  });
  try {
    for (const path of paths) {
      const response = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      if (response.headers.get('content-encoding') !== 'gzip') throw new Error(`${path}: not sent gzip-compressed`);
      await response.arrayBuffer();
    }
  } finally {
    await server.close();
  }
  return bytes;
}
