/**
 * Costly work done a few at a time: `running` at once, up to `waiting` more in line, and what
 * comes past that refused at once (the caller answers 429) instead of piling up in memory.
 */
export interface WorkQueue {
  /** Runs `work` when its turn comes; `{ ran: false }` without running it when the line is full. */
  run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
}

export function workQueue({ running, waiting }: { running: number; waiting: number }): WorkQueue {
  let active = 0;
  const line: (() => void)[] = [];
  const done = () => {
    const next = line.shift();
    // The turn passes straight to the next in line; only when none waits is a place freed.
    if (next) next();
    else active--;
  };
  return {
    async run(work) {
      if (active < running) active++;
      else if (line.length < waiting) await new Promise<void>((turn) => line.push(turn));
      else return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        done();
      }
    },
  };
}
