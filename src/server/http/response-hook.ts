import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Runs `hook` once, just before a response's headers are sent, with every header the response
 * will carry already set on it, so the hook has the last word. Astro's handler passes headers
 * to writeHead(); `send` sets them and lets Node call writeHead() implicitly: both end here.
 */
export function beforeHeaders(res: ServerResponse, hook: (res: ServerResponse) => void): void {
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  let done = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (done) return writeHead(status);
    done = true;
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | readonly unknown[] | undefined;
    res.statusCode = status;
    if (Array.isArray(headers)) {
      const flat = (headers as unknown[]).flat() as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
    }
    hook(res);
    return message === undefined ? writeHead(res.statusCode) : writeHead(res.statusCode, message);
  }) as ServerResponse['writeHead'];
}
