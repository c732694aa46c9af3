/**
 * A request's body read up to a limit: refused unread when its Content-Length says it is
 * larger, and cut off (the rest never read) when a body without one grows past the limit.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text (a malformed sequence becomes U+FFFD), or undefined past the limit. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | undefined> {
  const body = await readLimitedBody(request, maxBytes);
  return body && new TextDecoder('utf-8', { fatal: false }).decode(body);
}

/** The body's media type as sent (`Content-Type` without its parameters), lower case; '' when there is none. */
export const mediaType = (request: Request): string => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; error: string };

/** A JSON object body up to `maxBytes`, or the status and words that refuse it. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<JsonBody> {
  if (mediaType(request) !== 'application/json') return { ok: false, status: 415, error: 'send JSON (Content-Type: application/json)' };
  const text = await readLimitedText(request, maxBytes);
  if (text === undefined) return { ok: false, status: 413, error: `the body is larger than ${maxBytes} bytes` };
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, status: 400, error: 'the body must be a JSON object' };
  } catch (error) {
    return { ok: false, status: 400, error: `the body is not valid JSON (${(error as Error).message})` };
  }
}
