/**
 * Methods the server serves on no path answer 501 Not Implemented, and nothing is logged at
 * error level for them: a scanner's TRACE is not the server failing.
 * - CONNECT, TRACE and TRACK are the Fetch standard's forbidden methods: Astro's routes (and
 *   the admin API behind them) get a Fetch `Request`, whose constructor throws on them, so they
 *   are answered before any build.
 * - A method Node's HTTP parser does not know never becomes a request: the parser's error is
 *   answered here instead of with Node's 400, and CONNECT, which Node hands to a `connect`
 *   listener rather than as a request (else drops the connection), too.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const FORBIDDEN_IN_FETCH = new Set(['CONNECT', 'TRACE', 'TRACK']);
const NOT_IMPLEMENTED = 'this server does not implement this method\n';

/** Answers a request in a method no route can take with 501; hands every other on. */
export function unservedMethods(next: Handler): Handler {
  return (req, res) => {
    if (!FORBIDDEN_IN_FETCH.has((req.method ?? '').toUpperCase())) return next(req, res);
    res.writeHead(501, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(NOT_IMPLEMENTED)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(NOT_IMPLEMENTED);
  };
}

/** Node's answers to what its parser refuses, as Node gives them when nothing listens for `clientError`. */
const PARSER_ANSWERS: Record<string, string> = {
  HPE_INVALID_METHOD: '501 Not Implemented',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

const rawAnswer = (status: string, body = '') =>
  `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** Makes `server` answer an unknown method, and CONNECT, with 501 (Node answers 400 and drops CONNECT). */
export function answerUnparsedMethods(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: ServerResponse | null }) => {
    // As Node does: an answer only where none has begun on this connection.
    if (socket.writable && !socket._httpMessage?.headersSent) {
      const status = PARSER_ANSWERS[error.code ?? ''] ?? '400 Bad Request';
      socket.write(rawAnswer(status, status.startsWith('501') ? NOT_IMPLEMENTED : ''));
    }
    socket.destroy(error);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer('501 Not Implemented', NOT_IMPLEMENTED));
  });
}
