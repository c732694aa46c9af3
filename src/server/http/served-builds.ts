/**
 * The builds one server serves: the live one every visitor gets, and the kept ones
 * whose hashed assets (/_astro/) a page opened before a swap still asks for. A build is
 * everything that differs between builds: its pages and assets, its own Astro entry for the
 * on-demand routes, its security headers (the CSP hashes differ) and its not-found pages.
 * Going live swaps one reference: a request reads it once, so none sees two builds. A staff
 * session can preview another build at the same paths (preview-sessions.ts, preview-bar.ts).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminApiPrefix, contactEndpoint, isOnDemandPath } from '../../i18n/routes';
import { readBuildFacts, type BuildFacts } from '../build-facts';
import type { Log } from '../log';
import { SECURITY_HEADERS_FILE } from '../security-headers';
import { notFoundPages } from './not-found-pages';
import { asPreview } from './preview-bar';
import { previewSessions, type PreviewSessions } from './preview-sessions';
import { rawPathname } from './request-path';
import { siteLayer, type NodeHandler } from './site-layer';
import { socketDrain } from './socket-drain';
import { staticFiles } from './static-files';
import { fileTable, HASHED_ASSETS } from './file-table';

/** Astro's Node adapter in middleware mode: `next` when no on-demand route matches. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: App.Locals) => Promise<void>;

export interface ServedBuild {
  /** A publish run's id, or STARTUP_BUILD for the build the server started with. */
  id: string;
  distDir: string;
  /** What the build says of itself (build-facts.json): its content's export time. */
  facts: BuildFacts;
  /** Whether the build has a file at this request path (decoded), from its file table: no disk read. */
  hasFile(pathname: string): boolean;
  handle: NodeHandler;
}

/** Every response says which build answered it. */
const BUILD_HEADER = 'X-Site-Build';
/**
 * Astro's server-island endpoint renders components on request: the site has no server island,
 * so no visitor may make the server render one. (Its /_image endpoint stays: the pages rendered
 * per request show their photos through it; the build cache never keeps what it makes.)
 */
const ASTRO_ENDPOINTS = /^\/_server-islands\//;
/** Astro's image endpoint: the pages rendered per request show their photos through it. */
const ASTRO_IMAGE = '/_image';

/**
 * Whether one of Astro's routes may answer the path: the routes src/integrations/injected-pages.ts
 * injects (the route table's on-demand pages, the contact endpoint, the staff API) and Astro's
 * image endpoint. Any other path is a build's file or nothing: Astro would find no route for
 * it after building a request to ask (about twice the CPU of the not-found answer itself).
 */
function astroMayAnswer(pathname: string): boolean {
  const path = pathname.replace(/(?<=.)\/+$/, '');
  return (
    isOnDemandPath(path) ||
    path === contactEndpoint ||
    path === adminApiPrefix ||
    path.startsWith(`${adminApiPrefix}/`) ||
    path === ASTRO_IMAGE
  );
}

/** Builds whose assets stay reachable after they leave: the live one and two before it. */
const KEPT = 3;

export async function loadBuild(id: string, distDir: string, locals: App.Locals, log: Log): Promise<ServedBuild> {
  const { handler } = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };
  const clientDir = join(distDir, 'client');
  const headers = JSON.parse(readFileSync(join(distDir, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>;
  const notFound = notFoundPages(clientDir);
  // Read once: the build's folder does not change while it is served.
  const files = fileTable(clientDir);
  const layer = siteLayer(
    staticFiles(
      files,
      (req, res, next) => {
        const pathname = rawPathname(req.url);
        return ASTRO_ENDPOINTS.test(pathname) || !astroMayAnswer(pathname)
          ? next()
          : handler(req, res, next, { ...locals, socketDrain: socketDrain(res) });
      },
      log,
    ),
    { headers: { ...headers, [BUILD_HEADER]: id }, notFound },
  );
  return { id, distDir, facts: readBuildFacts(distDir), hasFile: (pathname) => files.file(pathname) !== undefined, handle: layer };
}

export interface ServedBuilds {
  live(): ServedBuild;
  /** Makes `build` the one every visitor gets, from the next request on. */
  goLive(build: ServedBuild): void;
  /** Shows `build` to the session whose cookie header this is, at the site's own paths; everyone else keeps the live one. */
  preview(cookieHeader: string | null, build: ServedBuild): void;
  endPreview(cookieHeader: string | null): void;
  /** The id of the build the session whose cookie header this is previews, if any. */
  previewing(cookieHeader: string | null | undefined): string | undefined;
  /** The server's request handler. */
  handle: NodeHandler;
}

/**
 * `mayPreview`: whether the session of a cookie header still holds (admin/session.ts), asked
 * before each previewed response, so a preview ends with its session: sign-out, expiry, or the
 * account removed on the command line, which this process hears of only through the store.
 */
export function servedBuilds(
  startup: ServedBuild,
  mayPreview: (cookieHeader: string | undefined) => Promise<boolean>,
  previews: PreviewSessions = previewSessions(),
): ServedBuilds {
  let live = startup;
  /** Builds being previewed, by id (at most one per session, so as many as sessions preview). */
  const previewed = new Map<string, ServedBuild>();
  /** The newest first: the live one, then those before it. */
  let kept: ServedBuild[] = [startup];

  function previewedBy(cookieHeader: string | null | undefined): ServedBuild | undefined {
    const id = previews.buildFor(cookieHeader);
    return id === undefined ? undefined : previewed.get(id);
  }

  /** An asset the live build lacks, from a kept build that has it: a page opened before a swap still loads. */
  function assetOwner(pathname: string): ServedBuild | undefined {
    if (kept.length === 1 || !pathname.startsWith(HASHED_ASSETS)) return undefined;
    // Hashed names need no decoding; the tables are exact, so no path leaves a build's folder.
    if (live.hasFile(pathname)) return undefined;
    return kept.find((build) => build !== live && build.hasFile(pathname));
  }

  return {
    live: () => live,
    goLive(build) {
      live = build;
      kept = [build, ...kept.filter((other) => other.id !== build.id)].slice(0, KEPT);
    },
    preview(cookieHeader, build) {
      previewed.set(build.id, build);
      previews.set(cookieHeader, build.id);
    },
    endPreview(cookieHeader) {
      previews.end(cookieHeader);
    },
    previewing: (cookieHeader) => previewedBy(cookieHeader)?.id,
    handle(req, res) {
      const serving = live;
      const serveLive = () => {
        const owner = req.method === 'GET' || req.method === 'HEAD' ? assetOwner(rawPathname(req.url)) : undefined;
        return (owner ?? serving).handle(req, res);
      };
      const cookieHeader = req.headers.cookie;
      const preview = previewedBy(cookieHeader);
      if (!preview) return serveLive();
      return mayPreview(cookieHeader).then(
        (allowed) => {
          if (!allowed) {
            previews.end(cookieHeader ?? null);
            return serveLive();
          }
          asPreview(req, res, preview.id);
          return preview.handle(req, res);
        },
        // The store cannot tell now: the live build this time, the preview again once it can.
        () => serveLive(),
      );
    },
  };
}
