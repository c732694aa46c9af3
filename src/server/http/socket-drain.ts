/**
 * Backpressure for a streamed answer. Astro writes an on-demand route's body to the socket as
 * fast as the body gives it, whatever the socket has taken: a streamed answer (the inbox's CSV)
 * that waits for this before giving more holds no more than the socket's own buffer, however
 * slowly the client reads.
 */
import type { ServerResponse } from 'node:http';

/** Resolves at once while `res` takes more; else once it has drained, or closed (a client gone). */
export const socketDrain = (res: Pick<ServerResponse, 'writableNeedDrain' | 'once' | 'off'>) => (): Promise<void> =>
  res.writableNeedDrain
    ? new Promise((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      })
    : Promise.resolve();
