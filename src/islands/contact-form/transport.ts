/**
 * The request as the endpoint reads it, and its sending: XMLHttpRequest, because fetch cannot
 * tell how many bytes of an upload have gone, and a visitor sending drawings over a slow line
 * should see them go. A cancel aborts it; a server that does not answer in time is a failure.
 */
import { ATTACHMENTS_FIELD } from '../../content/attachments';
import type { EndpointAnswer } from './answer';

/** JSON, or multipart with the files after every field. */
export function requestBody(
  submission: Record<string, string | number>,
  files: readonly File[],
): { body: XMLHttpRequestBodyInit; headers: Record<string, string> } {
  if (files.length === 0) return { body: JSON.stringify(submission), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [name, value] of Object.entries(submission)) form.append(name, String(value));
  for (const file of files) form.append(ATTACHMENTS_FIELD, file, file.name);
  return { body: form, headers: {} };
}

/** Rejects with an AbortError when cancelled, and another error when the network or the time ran out. */
export function post(
  url: string,
  { body, headers }: ReturnType<typeof requestBody>,
  { signal, timeoutMs, onProgress }: { signal: AbortSignal; timeoutMs: number; onProgress: (loaded: number, total: number) => void },
): Promise<EndpointAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.timeout = timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () =>
      resolve({ status: request.status, body: request.responseText, retryAfter: request.getResponseHeader('Retry-After') });
    request.onerror = () => reject(new Error('the request did not reach the server'));
    request.ontimeout = () => reject(new Error(`no answer within ${timeoutMs} ms`));
    request.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    if (signal.aborted) return reject(new DOMException('cancelled', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
