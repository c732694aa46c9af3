/**
 * The site's Node server: what `npm start` runs and what the Cloud Run service behind
 * Firebase Hosting runs (`node dist/server/main.mjs`). Astro's handler serves the pages and
 * the contact endpoint; src/server/http/site-layer.ts stands in front of it.
 * HOST and PORT choose the address (default: src/server/listen.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listenAddress, processEnvironment } from './config';
import { SECURITY_HEADERS_FILE } from './security-headers';
import { startServices } from './services';
import { notFoundPages } from './http/not-found-pages';
import { siteLayer, type NodeHandler } from './http/site-layer';

const serverDir = dirname(fileURLToPath(import.meta.url));
const distDir = dirname(serverDir);
const env = processEnvironment();
const { host, port } = listenAddress(env);
// Astro's routes run in this process and read the address from the environment (allowed
// origins); Astro's entry would start a server of its own on import.
Object.assign(env, { HOST: host, PORT: port, ASTRO_NODE_AUTOSTART: 'disabled' });

const { handler } = (await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)) as { handler: NodeHandler };
const headers = JSON.parse(readFileSync(join(distDir, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>;
const notFound = notFoundPages(join(distDir, 'client'));

// The database is migrated (and old request files imported) before the first request.
startServices(env);

const server = createServer(siteLayer(handler, { headers, notFound }));
server.listen(Number(port), host, () => {
  const address = host.includes(':') ? `[${host}]` : host;
  console.log(`Server listening on http://${address}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
