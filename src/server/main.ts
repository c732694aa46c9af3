/**
 * The site's Node server: what `npm start` runs and what the Cloud Run service behind
 * Firebase Hosting runs (`node dist/server/main.mjs`). It builds the process's services once
 * (src/server/services.ts) and hands them to Astro's on-demand routes as `locals`; in front,
 * src/server/http/site-layer.ts, then the build's files (http/static-files.ts).
 * HOST and PORT choose the address (default: src/server/listen.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readBuildFacts } from './build-facts';
import { listenAddress, processEnvironment } from './config';
import { SECURITY_HEADERS_FILE } from './security-headers';
import { createSiteServices } from './services';
import { notFoundPages } from './http/not-found-pages';
import { siteLayer } from './http/site-layer';
import { staticFiles } from './http/static-files';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Astro's Node adapter in middleware mode: `next` when no on-demand route matches. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: App.Locals) => Promise<void>;

const serverDir = dirname(fileURLToPath(import.meta.url));
const distDir = dirname(serverDir);
const clientDir = join(distDir, 'client');
const env = processEnvironment();
const { host, port } = listenAddress(env);

const { handler } = (await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)) as { handler: AstroHandler };
const headers = JSON.parse(readFileSync(join(distDir, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>;
const notFound = notFoundPages(clientDir);
const services = createSiteServices(env, readBuildFacts(distDir), console.log, clientDir);
const locals: App.Locals = { services };

// The database is migrated (and old request files imported) before the first request.
services.start();

const onDemand = staticFiles(clientDir, (req, res, next) => handler(req, res, next, locals));
const server = createServer(siteLayer(onDemand, { headers, notFound }));
server.listen(Number(port), host, () => {
  const address = host.includes(':') ? `[${host}]` : host;
  console.log(`Server listening on http://${address}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void services.close().then(() => process.exit(0))));
}
