/**
 * The site's Node server: what `npm start` runs and what the Cloud Run service behind
 * Firebase Hosting runs (`node dist/server/main.mjs`, whose launcher, launch.ts, loads this
 * bundle, server.mjs, under the server's memory bounds). It builds the process's services once
 * (src/server/services.ts) and hands them to Astro's on-demand routes as `locals`; it serves
 * the live build (http/served-builds.ts: the one it started with until an editor publishes
 * another), each through src/server/http/site-layer.ts, then the build's files. Cloud Run's
 * probes are answered first (http/probes.ts), a method no route can take with 501
 * (http/unserved-methods.ts), every request is logged (http/request-log.ts), and SIGTERM
 * drains it (shutdown.ts).
 * HOST and PORT choose the address (default: src/server/listen.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildFacts } from './build-facts';
import { listenAddress, loggingProjectId, processEnvironment, shutdownDeadlineSeconds } from './config';
import { createLog } from './log';
import { createSiteServices } from './services';
import { stopOnSignals } from './shutdown';
import { STARTUP_BUILD } from '../admin-api/contract';
import { drainingServer } from './http/drain';
import { probes } from './http/probes';
import { requestLog } from './http/request-log';
import { loadBuild, servedBuilds } from './http/served-builds';
import { answerUnparsedMethods, unservedMethods } from './http/unserved-methods';

const serverDir = dirname(fileURLToPath(import.meta.url));
const distDir = dirname(serverDir);
const env = processEnvironment();
const log = await createLog({ projectId: loggingProjectId(env), pretty: process.stdout.isTTY });
process.on('uncaughtException', (error) => {
  log.error('The server stops on an error nothing handled', error);
  process.exit(1);
});
const { host, port } = listenAddress(env);
const deadlineMs = shutdownDeadlineSeconds(env) * 1000;

// Every build's on-demand routes get the one set of services, filled in before the first request.
const locals = {} as App.Locals;
const load = (id: string, buildDir: string) => loadBuild(id, buildDir, locals, log);
const startup = await load(STARTUP_BUILD, distDir);
// A preview holds only while its session does; the services are built below, before any request.
const builds = servedBuilds(startup, (cookieHeader) => services.mayPreview(cookieHeader));
const services = createSiteServices(env, readBuildFacts(distDir), log, {
  clientDir: () => join(builds.live().distDir, 'client'),
  facts: () => builds.live().facts,
  goLive: async (id, buildDir) => builds.goLive(id === STARTUP_BUILD ? startup : await load(id, buildDir)),
  preview: async (cookieHeader, id, buildDir) => builds.preview(cookieHeader, await load(id, buildDir)),
  endPreview: (cookieHeader) => builds.endPreview(cookieHeader),
  servedId: () => builds.live().id,
  previewing: (cookieHeader) => builds.previewing(cookieHeader),
});
locals.services = services;

// The database is migrated (and old request files imported), and the build live before the
// server stopped is served again, before the first request.
await services.start();

const site = drainingServer(
  requestLog(log, unservedMethods(probes({ store: () => services.ready(), stopping: () => site.stopping() }, builds.handle))),
);
answerUnparsedMethods(site.server);
site.server.listen(Number(port), host, () => {
  const address = host.includes(':') ? `[${host}]` : host;
  log.info(`Server listening on http://${address}:${port}`);
});
stopOnSignals({ server: site, services, log, deadlineMs, exit: (code) => process.exit(code) });
