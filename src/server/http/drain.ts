/**
 * The HTTP server, able to stop without losing an answer: a drain first takes in what had
 * already arrived (see `takeInWhatArrived`), then stops accepting connections, lets every
 * request in flight finish (a post whose body is still arriving included), answers on
 * kept-alive connections with `Connection: close` and closes each after its current response,
 * and closes idle ones. Clients that keep sending cannot hold it open: at the deadline the
 * connections still open are cut, their requests unanswered (so never told "stored" when they
 * were not).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '../limits';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * Resolves once the event loop has polled for I/O twice more. A request that reached the
 * machine before the drain may still sit unread in the kernel: on a connection not yet
 * accepted (closing the listener would reset it) or on a kept-alive one Node counts as idle
 * until it reads the request's first byte (closing idle connections would reset it). The
 * first poll accepts every waiting connection and reads the connections already open; the
 * second reads the connections the first accepted. A signal is handled in a poll phase, and an
 * immediate set while one runs runs after the next poll; the first of the three runs after the
 * current one.
 */
const takeInWhatArrived = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(() => setImmediate(resolve))));

export interface DrainingServer {
  server: Server;
  /** True once a drain began. */
  stopping(): boolean;
  /** Drains the server; resolves with how many requests the deadline cut (0: every one was answered). */
  drain(deadlineMs: number): Promise<number>;
}

export function drainingServer(handle: Handler): DrainingServer {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  /** Node closes the connection after a response that says so. */
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  /** True once the listener is closed: from then on an idle connection is closed at once. */
  let closing = false;

  // A client too slow with its headers or its body is answered 408 and cut, not held.
  const timeouts = {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
  const server = createServer(timeouts, (req, res) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response whose headers went out before the drain kept its connection open: close it now it is idle.
      if (closing) server.closeIdleConnections();
    });
    if (stopping) lastOnItsConnection(res);
    return handle(req, res);
  });

  return {
    server,
    stopping: () => stopping,
    drain(deadlineMs) {
      stopping = true;
      for (const res of inFlight) lastOnItsConnection(res);
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          const cut = inFlight.size;
          server.closeAllConnections();
          resolve(cut);
        }, deadlineMs);
        void takeInWhatArrived().then(() => {
          closing = true;
          // Stops listening and closes the idle connections; calls back once the last connection is gone.
          server.close(() => {
            clearTimeout(deadline);
            resolve(0);
          });
        });
      });
    },
  };
}
