/**
 * One send of the form, as a plain async function: it waits out the server's minimum fill time
 * (a quick person is never refused for it: the press waits, showing 'sending', until that time
 * has passed since they began, a restored draft's time included), posts, and reads the answer.
 * A cancel at any point ends it as 'cancelled'; a network that fails or a server that does not
 * answer in time, as 'not sent'.
 */
import { MIN_FILL_MS } from '../../content/contact-fields';
import { readAnswer, type SendOutcome } from './answer';
import { post, requestBody } from './transport';

/** A server that does not answer is given up on, so the visitor is never left waiting... */
const TIMEOUT_MS = 15_000;
/** ...after the time a slow phone line (20 kB/s up) takes to send the files. */
const UPLOAD_BYTES_PER_MS = 20;

interface Send {
  endpoint: string;
  /** Everything but the fill time, which is measured when the request leaves. */
  fields: Record<string, string>;
  files: readonly File[];
  begunAt: number;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
}

const cancelled = () => new DOMException('cancelled', 'AbortError');

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(cancelled());
    // Nothing to wait for: not even a timer's turn, which a paused clock would never give.
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(cancelled())), { once: true });
  });

export async function sendRequest({
  endpoint,
  fields,
  files,
  begunAt,
  signal,
  onProgress,
}: Send): Promise<SendOutcome | { kind: 'cancelled' }> {
  const bytes = files.reduce((total, file) => total + file.size, 0);
  try {
    await wait(MIN_FILL_MS - (Date.now() - begunAt), signal);
    const body = requestBody({ ...fields, elapsedMs: Date.now() - begunAt }, files);
    return readAnswer(await post(endpoint, body, { signal, timeoutMs: TIMEOUT_MS + bytes / UPLOAD_BYTES_PER_MS, onProgress }));
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? { kind: 'cancelled' } : { kind: 'notSent' };
  }
}
