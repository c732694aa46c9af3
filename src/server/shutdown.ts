/**
 * How the server stops on SIGTERM (Cloud Run: 10 s, then SIGKILL) or SIGINT: it takes no new
 * connection, answers the requests in flight (http/drain.ts), lets the notification sender
 * finish the message it is sending, checkpoints and closes the store, and exits 0. The
 * deadline (SHUTDOWN_DEADLINE_SECONDS, default 8) ends the drain even while clients keep
 * sending (the notification being sent may take until the deadline too); closing the store
 * then gets one more second at most.
 */
import type { DrainingServer } from './http/drain';
import type { Log } from './log';
import type { SiteServices } from './services';

/** What closing the store may take after the drain, within Cloud Run's 10 s. */
const CLOSE_MS = 1000;

export interface Stopping {
  server: DrainingServer;
  services: Pick<SiteServices, 'stopBackground' | 'close'>;
  log: Log;
  deadlineMs: number;
  exit: (code: number) => void;
}

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

async function stopServer({ server, services, log, deadlineMs, exit }: Stopping, signal: string): Promise<void> {
  const deadlineAt = Date.now() + deadlineMs;
  log.info(`${signal}: the server takes no new requests and answers those in flight (for ${deadlineMs / 1000} s at most)`);
  // The sender claims no new message from now on; the one it is sending may take until the deadline.
  const background = services.stopBackground().catch((error: unknown) => log.error('The notification sender did not stop cleanly', error));
  const cut = await server.drain(deadlineMs);
  if (cut > 0) log.warn(`${cut} request(s) still in flight at the deadline were cut unanswered`);
  if (!(await within(Math.max(0, deadlineAt - Date.now()), background)))
    log.warn('The notification being sent did not finish by the deadline; a sender takes it up again once its claim runs out');
  const closed = await within(
    CLOSE_MS,
    services.close().catch((error: unknown) => log.error('The store did not close cleanly', error)),
  );
  if (!closed) log.warn(`The store was not closed within ${CLOSE_MS / 1000} s; the server exits all the same`);
  log.info('The server stopped');
  exit(0);
}

/** Stops the server once on the first SIGTERM or SIGINT; later ones change nothing (the deadline holds). */
export function stopOnSignals(stopping: Stopping): void {
  let begun = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (begun) return;
      begun = true;
      void stopServer(stopping, signal);
    });
}
