/**
 * What a page reports as errors in WebKit, recorded from before its first script runs.
 *
 * WebKitWebDriver gives no way to read the console: classic WebDriver has no log command,
 * Debian's build has no WebDriver BiDi (no log.entryAdded, no preload scripts), MiniBrowser's
 * console-to-stdout setting is silent in the private session automation always uses, and the
 * browser's remote inspector serves the driver alone (asking for its HTTP inspector as well
 * keeps the session from starting). So the site is reached through a proxy that puts a
 * recorder first in every page's <head> and adds the recorder's hash to the page's
 * Content-Security-Policy, which otherwise stays as the site sent it. The recorder keeps
 * console.error calls, uncaught exceptions, unhandled rejections, elements that failed to
 * load, Content-Security-Policy violations and answers of 400 and above to the page's fetch and
 * XMLHttpRequest calls: what WebKit's console shows as errors. Read them with `pageErrors`
 * before leaving the page. */
import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { WebDriver } from 'selenium-webdriver';

const KEY = 'test.webkit.errors';

/** Plain JavaScript: it runs as the page's first script, before the browser parses anything else. */
const RECORDER = `(() => {
  const errors = [];
  Object.defineProperty(window, Symbol.for(${JSON.stringify(KEY)}), { value: errors });
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push('console.error: ' + args.map(text).join(' '));
    return consoleError.apply(this, args);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) errors.push('uncaught: ' + event.message + ' (' + event.filename + ':' + event.lineno + ')');
    else errors.push('failed to load: ' + (event.target.currentSrc || event.target.src || event.target.href || event.target.outerHTML));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    errors.push('Content-Security-Policy: ' + event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline code') + (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : '')));
  // WebKit's resource timing has no responseStatus: the page's own requests say their answers.
  const answered = (status, url) => {
    if (status >= 400) errors.push('answered ' + status + ': ' + url);
  };
  const fetch = window.fetch;
  window.fetch = function (...args) {
    return fetch.apply(this, args).then((response) => (answered(response.status, response.url), response));
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    this.addEventListener('loadend', () => answered(this.status, this.responseURL));
    return send.apply(this, args);
  };
})();`;
const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/** The recorder's hash joins the policy's script-src (or default-src, which stands in for it). */
function withRecorderAllowed(policy: string): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const name = directives.some((d) => d.startsWith('script-src ')) ? 'script-src ' : 'default-src ';
  return directives.map((d) => (d.startsWith(name) ? `${d} ${RECORDER_HASH}` : d)).join('; ');
}

/** The page with the recorder first in its <head>; without one, as it is (`pageErrors` then says so). */
function withRecorder(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${RECORDER}</script>${html.slice(at)}`;
}

/**
 * A proxy on a free loopback port in front of `site` (an origin), adding the recorder to every
 * HTML answer; everything else passes as it is. Asks for answers uncompressed, to edit the pages.
 */
export async function recordingProxy(site: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(site);
  const server: Server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer: IncomingMessage) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
          const headers: Record<string, string | string[] | undefined> = { ...answer.headers, 'content-length': String(body.byteLength) };
          // A new body: its own length, not the page's encoding, chunking or validator.
          delete headers['content-encoding'];
          delete headers['transfer-encoding'];
          delete headers['etag'];
          const policy = answer.headers['content-security-policy'];
          if (typeof policy === 'string') headers['content-security-policy'] = withRecorderAllowed(policy);
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The errors the page in the browser recorded so far, each with the page's address; none on about:blank. */
export async function pageErrors(driver: WebDriver): Promise<string[]> {
  const [url, errors] = await driver.executeScript<[string, string[] | null]>(
    `return [location.href, window[Symbol.for(${JSON.stringify(KEY)})] ?? (location.protocol === 'about:' ? [] : null)]`,
  );
  if (errors === null) throw new Error(`${url} has no error recorder: was it loaded through the proxy?`);
  return errors.map((error) => `${url}: ${error}`);
}
