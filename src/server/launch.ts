/**
 * What `node dist/server/main.mjs` runs (scripts/build-server.ts bundles this file as main.mjs
 * and the server, src/server/main.ts, as server.mjs beside it): the server under its memory
 * bounds (memory-bounds.ts), loaded only once they hold, so a process that starts itself again
 * never loads the server's packages first.
 */
import { startWithMemoryBounds } from './memory-bounds';

/** The server's bundle beside this one; a computed specifier, so the launcher's bundle leaves it out. */
const serverBundle = new URL('./server.mjs', import.meta.url).href;

await startWithMemoryBounds(() => import(serverBundle));
