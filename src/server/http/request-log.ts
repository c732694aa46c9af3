/**
 * One log line per request, when its answer is finished or its connection is gone, in Cloud
 * Logging's `httpRequest` structure: the method, the path alone (a query string may carry
 * what a visitor typed), the status, the latency and the user agent. Cloud Run's front end
 * names the request's trace in X-Cloud-Trace-Context; every line logged while the request is
 * handled carries it (log.ts), so Cloud Logging shows them under the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withTrace, type Log } from '../log';
import { rawPathname } from './request-path';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** `TRACE_ID/SPAN_ID;o=OPTIONS`: the trace id is 32 hex digits. */
const TRACE_CONTEXT = /^([0-9a-f]{32})(?:\/|;|$)/i;

export function traceIdOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value === undefined ? undefined : TRACE_CONTEXT.exec(value)?.[1]?.toLowerCase();
}

/** The server declining a method it serves nowhere (unserved-methods.ts): a visitor's doing, not a failure. */
const NOT_IMPLEMENTED = 501;

/** Cloud Logging's Duration as JSON: seconds with a trailing `s`. */
const latency = (startedAt: bigint) => `${(Number(process.hrtime.bigint() - startedAt) / 1e9).toFixed(3)}s`;

export function requestLog(log: Log, handle: Handler): Handler {
  return (req, res) => {
    const startedAt = process.hrtime.bigint();
    const method = req.method ?? 'GET';
    const path = rawPathname(req.url);
    const traceId = traceIdOf(req.headers['x-cloud-trace-context']);
    // Listeners run in the emitter's context, not the request's: the trace is given again.
    res.once('close', () =>
      withTrace(traceId, () => {
        const answered = res.headersSent;
        const httpRequest = {
          requestMethod: method,
          requestUrl: path,
          ...(answered ? { status: res.statusCode } : {}),
          latency: latency(startedAt),
          ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
          protocol: `HTTP/${req.httpVersion}`,
        };
        const cut = answered && !res.writableFinished ? ' (the connection closed before the answer was whole)' : '';
        if (!answered) log.warn(`${method} ${path}: the connection closed before an answer`, { httpRequest });
        else if (res.statusCode >= 500 && res.statusCode !== NOT_IMPLEMENTED)
          log.error(`${method} ${path} ${res.statusCode}${cut}`, undefined, { httpRequest });
        else log.info(`${method} ${path} ${res.statusCode}${cut}`, { httpRequest });
      }),
    );
    return withTrace(traceId, () => handle(req, res));
  };
}
