/**
 * Who waits, by client address, and whose turn is next: the addresses take turns, not the
 * posts, so one address that queued many goes after every other address that waits, and an
 * office behind one address still gets its turn among the others. Shared by the lines that
 * hold visitors' posts (upload-line.ts, post-pace.ts).
 */
export interface TurnsByAddress<Waiter> {
  /** How many wait, in all. */
  readonly size: number;
  /** How many of `address`'s wait. */
  waitingFrom(address: string): number;
  join(address: string, waiter: Waiter): void;
  /** Takes `waiter` out of the line; false when it was not waiting (its turn came already). */
  leave(address: string, waiter: Waiter): boolean;
  /** The next address's first waiter, out of the line; that address goes to the back. */
  next(): Waiter | undefined;
}

export function turnsByAddress<Waiter>(): TurnsByAddress<Waiter> {
  /** Waiting by address, the addresses in the order their turn comes (a Map keeps insertion order). */
  const line = new Map<string, Waiter[]>();
  let size = 0;
  return {
    get size() {
      return size;
    },
    waitingFrom: (address) => line.get(address)?.length ?? 0,
    join(address, waiter) {
      const queue = line.get(address);
      if (queue) queue.push(waiter);
      else line.set(address, [waiter]);
      size++;
    },
    leave(address, waiter) {
      const queue = line.get(address);
      const at = queue?.indexOf(waiter) ?? -1;
      if (!queue || at < 0) return false;
      queue.splice(at, 1);
      if (queue.length === 0) line.delete(address);
      size--;
      return true;
    },
    next() {
      const first = line.entries().next();
      if (first.done) return undefined;
      const [address, queue] = first.value;
      const waiter = queue.shift()!;
      line.delete(address);
      if (queue.length > 0) line.set(address, queue);
      size--;
      return waiter;
    },
  };
}
