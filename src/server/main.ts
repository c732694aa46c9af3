/**
 * The site's Node server: what `npm start` runs and what the Cloud Run service behind
 * Firebase Hosting runs (`node dist/server/main.mjs`). It builds the process's services once
 * (src/server/services.ts) and hands them to Astro's on-demand routes as `locals`; it serves
 * the live build (http/served-builds.ts: the one it started with until an editor publishes
 * another), each through src/server/http/site-layer.ts, then the build's files.
 * HOST and PORT choose the address (default: src/server/listen.ts).
 */
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildFacts } from './build-facts';
import { listenAddress, processEnvironment } from './config';
import { createSiteServices } from './services';
import { STARTUP_BUILD } from '../lib/admin-contract';
import { loadBuild, servedBuilds } from './http/served-builds';

const serverDir = dirname(fileURLToPath(import.meta.url));
const distDir = dirname(serverDir);
const env = processEnvironment();
const { host, port } = listenAddress(env);

// Every build's on-demand routes get the one set of services, filled in before the first request.
const locals = {} as App.Locals;
const startup = await loadBuild(STARTUP_BUILD, distDir, locals);
const builds = servedBuilds(startup);
const services = createSiteServices(env, readBuildFacts(distDir), console.log, {
  clientDir: () => join(builds.live().distDir, 'client'),
  contentExportedAt: () => builds.live().facts.contentExportedAt,
  goLive: async (id, buildDir) => builds.goLive(id === STARTUP_BUILD ? startup : await loadBuild(id, buildDir, locals)),
  preview: async (cookieHeader, id, buildDir) => builds.preview(cookieHeader, await loadBuild(id, buildDir, locals)),
  endPreview: (cookieHeader) => builds.endPreview(cookieHeader),
});
locals.services = services;

// The database is migrated (and old request files imported) before the first request.
services.start();

const server = createServer(builds.handle);
server.listen(Number(port), host, () => {
  const address = host.includes(':') ? `[${host}]` : host;
  console.log(`Server listening on http://${address}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void services.close().then(() => process.exit(0))));
}
