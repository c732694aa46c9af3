/**
 * Which content operations a page called while it rendered, and a fingerprint of what each
 * returned. A later build calls the same operations on its own content: a page none of whose
 * answers changed (and whose own props did not) renders the same HTML, so that build can take
 * it from the earlier one instead of rendering it again (src/integrations/page-reuse/).
 *
 * Pages read content only through src/content/operations.ts, whose operations are wrapped here.
 * Outside a recording (the server answering a request, a test) the wrapper only checks that no
 * recording is running.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/** An operation call, `["getProject","en","some-url"]`, and the fingerprint of its answer. */
export type RecordedReads = Record<string, string>;

type Operation = (...args: string[]) => unknown;

const operations = new Map<string, Operation>();
const recording = new AsyncLocalStorage<RecordedReads>();
/** How many operations are running, one inside the other. */
let nested = 0;
/** Operations return shared, never mutated values: one fingerprint per value is enough. */
const fingerprints = new WeakMap<object, string>();

/** What an answer is, as a short hash of its JSON (undefined: the item does not exist). */
export function fingerprintOf(value: unknown): string {
  const shared = typeof value === 'object' && value !== null;
  const known = shared ? fingerprints.get(value) : undefined;
  if (known !== undefined) return known;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url')
    .slice(0, 16);
  if (shared) fingerprints.set(value, fingerprint);
  return fingerprint;
}

/** `operation` under `name`: a call made while a page is recorded is noted with its answer's fingerprint. */
export function recorded<Args extends string[], Result>(name: string, operation: (...args: Args) => Result): (...args: Args) => Result {
  operations.set(name, operation as unknown as Operation);
  return (...args) => {
    // Only the page's own calls are noted: what an operation asks of another is in its answer.
    // Operations are synchronous, so no other page's call runs in between.
    nested++;
    let result: Result;
    try {
      result = operation(...args);
    } finally {
      nested--;
    }
    const reads = nested === 0 ? recording.getStore() : undefined;
    if (reads) reads[JSON.stringify([name, ...args])] = fingerprintOf(result);
    return result;
  };
}

/** Runs `render` and gives the operations it called, with their answers' fingerprints. */
export async function readsDuring<T>(render: () => Promise<T>): Promise<{ value: T; reads: RecordedReads }> {
  const reads: RecordedReads = {};
  const value = await recording.run(reads, render);
  return { value, reads };
}

/** The fingerprint a recorded call's answer has now; undefined when the operation no longer exists. */
export function currentFingerprint(call: string): string | undefined {
  const [name, ...args] = JSON.parse(call) as [string, ...string[]];
  const operation = operations.get(name);
  return operation && fingerprintOf(operation(...args));
}
