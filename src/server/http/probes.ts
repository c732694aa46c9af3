/**
 * Cloud Run's probes (the route table's `probePaths`), answered before any build: `health`
 * while the process answers at all (no I/O), `ready` while the store answers too, and not
 * once the server is stopping. JSON, never cached; the reason for 503 names what failed and
 * never a path or a secret (store/readiness.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { probePaths } from '../../i18n/routes';
import type { StoreState } from '../store/readiness';
import { rawPathname } from './request-path';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface ProbeSources {
  store: () => Promise<StoreState>;
  /** True once SIGTERM came: the instance takes no more work. */
  stopping: () => boolean;
}

const METHODS = 'GET, HEAD';

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

async function readiness(sources: ProbeSources): Promise<[number, object]> {
  if (sources.stopping()) return [503, { status: 'unready', reason: 'the server is stopping' }];
  const state = await sources.store();
  return state.ready ? [200, { status: 'ready', store: state.store }] : [503, { status: 'unready', reason: state.reason }];
}

export function probes(sources: ProbeSources, next: Handler): Handler {
  return async (req, res) => {
    const path = rawPathname(req.url);
    if (path !== probePaths.health && path !== probePaths.ready) return next(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(req, res, 405, { error: `only ${METHODS}` }, { Allow: METHODS });
    if (path === probePaths.health) return answer(req, res, 200, { status: 'ok' });
    const [status, body] = await readiness(sources);
    return answer(req, res, status, body);
  };
}
