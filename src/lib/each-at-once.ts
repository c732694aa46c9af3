/**
 * Runs `work` on every item, a few at a time: file reads and writes, and zlib's work, then overlap
 * on libuv's threads, where one at a time leaves them idle and all at once opens every file together.
 */
export async function eachAtOnce<T>(items: Iterable<T>, work: (item: T) => Promise<void>, atOnce = 8): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, worker));
}
