/** A streamed answer's wait for its socket: at once while it takes more, else at its drain or its close. */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { socketDrain } from '../../../src/server/http/socket-drain';

/** A response whose buffer is over its mark or not, as the test says. */
const response = (full: boolean) =>
  Object.assign(new EventEmitter(), { writableNeedDrain: full }) as unknown as ServerResponse & EventEmitter;

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('socketDrain', () => {
  it('resolves at once while the socket takes more', async () => {
    expect(await settled(socketDrain(response(false))())).toBe(true);
  });

  it('waits for the drain of a full socket, then leaves no listener behind', async () => {
    const res = response(true);
    const waiting = socketDrain(res)();
    expect(await settled(waiting)).toBe(false);
    res.emit('drain');
    expect(await settled(waiting)).toBe(true);
    expect(res.listenerCount('drain') + res.listenerCount('close')).toBe(0);
  });

  it('stops waiting when the client goes away', async () => {
    const res = response(true);
    const waiting = socketDrain(res)();
    res.emit('close');
    expect(await settled(waiting)).toBe(true);
    expect(res.listenerCount('drain') + res.listenerCount('close')).toBe(0);
  });
});
