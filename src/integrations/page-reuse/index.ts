/**
 * Build step: a build given an earlier one (REUSE_PAGES_FROM, src/server/config.ts) of the same
 * source renders only the pages whose props or content changed since, and copies the others,
 * with the assets they link, from it: a preview after one project's edit renders that project's
 * pages and the lists showing it, not the whole site. Every build records what each page was
 * made from (<outDir>/page-reads.json) for the next one. The files it writes are those a full
 * build would write (tests/integrations/page-reuse/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { processEnvironment, reusablePagesFrom } from '../../server/config';
import { mergePolicies, securityHeaders, SECURITY_HEADERS_FILE } from '../../server/security-headers';
import { encodings } from '../../server/http/precompressed';
import { PAGE_STYLESHEETS_FILE, pageStylesheetsJson, type PageStylesheet } from '../page-stylesheets';
import { eachAtOnce } from '../../lib/each-at-once';
import { sourceFingerprint } from './source-fingerprint';
import {
  currentSession,
  endSession,
  PAGE_READS_FILE,
  pageFile,
  reusedLine,
  startSession,
  type PageReads,
  type ReuseSession,
} from './session';

/** Files of the bundler's asset folder a page links: its stylesheets, images and scripts. */
const ASSET_LINK = /\/_astro\/[^"'\s),?#]+/g;

/** The earlier build to copy pages from, or why there is none. */
function earlierBuild(dir: string | undefined, source: string): ReuseSession['earlier'] | string {
  if (dir === undefined) return 'no earlier build was given';
  const file = join(dir, PAGE_READS_FILE);
  if (!existsSync(file)) return `${file} is missing`;
  let reads: PageReads;
  try {
    reads = JSON.parse(readFileSync(file, 'utf8')) as PageReads;
  } catch (error) {
    return `${file} cannot be read (${(error as Error).message})`;
  }
  if (reads.source !== source) return `${dir} was built from other code, packages or settings`;
  return { clientDir: join(dir, 'client'), reads };
}

/** Copies the reused pages and the assets they link that this build did not write. */
async function copyReused(session: ReuseSession, from: string, to: string): Promise<number> {
  const assets = new Set<string>();
  await eachAtOnce(session.reused.keys(), async (path) => {
    const file = pageFile(path);
    const html = await readFile(join(from, file), 'utf8');
    for (const [asset] of html.matchAll(ASSET_LINK)) assets.add(asset);
    await mkdir(dirname(join(to, file)), { recursive: true });
    await writeFile(join(to, file), html);
    // Its compressed copies, made of these very bytes: copied after it, so none is older (scripts/precompress.ts keeps them).
    for (const { suffix } of encodings)
      if (existsSync(join(from, `${file}${suffix}`))) await copyFile(join(from, `${file}${suffix}`), join(to, `${file}${suffix}`));
  });
  const missing = [...assets].filter((asset) => !existsSync(join(to, asset)) && existsSync(join(from, asset)));
  await eachAtOnce(missing, (asset) => copyFile(join(from, asset), join(to, asset)));
  return missing.length;
}

/** The records beside the client folders: page stylesheets and the policy cover the copied pages too. */
async function carryRecords(session: ReuseSession, earlierDir: string, outDir: string) {
  const reusedFiles = new Set([...session.reused.keys()].map(pageFile));
  const stylesheets = (dir: string) => JSON.parse(readFileSync(join(dir, PAGE_STYLESHEETS_FILE), 'utf8')) as PageStylesheet[];
  const linked = [...stylesheets(outDir), ...stylesheets(earlierDir).filter((entry) => reusedFiles.has(entry.page))];
  await writeFile(join(outDir, PAGE_STYLESHEETS_FILE), pageStylesheetsJson(linked));
  const policy = (dir: string) =>
    (JSON.parse(readFileSync(join(dir, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>)['Content-Security-Policy'] ?? '';
  const headers = securityHeaders(mergePolicies([policy(outDir), policy(earlierDir)]));
  await writeFile(join(outDir, SECURITY_HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
}

/** Astro's node adapter's record of each route's policy (unused by a server in middleware mode). */
const ROUTE_HEADERS_FILE = '_headers.json';
type RouteHeaders = { pathname: string; headers: unknown }[];

/**
 * The adapter lists the routes this build rendered, in the order it rendered them: the copied
 * pages' entries are carried over and all are ordered by path, in every build, so a build that
 * copies pages writes the file a full one does.
 */
async function orderRouteHeaders(session: ReuseSession, outDir: string) {
  const file = join(outDir, ROUTE_HEADERS_FILE);
  if (!existsSync(file)) return;
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as RouteHeaders;
  const earlierFile = session.earlier && join(session.earlier.clientDir, '..', ROUTE_HEADERS_FILE);
  const carried = earlierFile && existsSync(earlierFile) ? read(earlierFile).filter((entry) => session.reused.has(entry.pathname)) : [];
  const routes = [...read(file), ...carried].sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
  await writeFile(file, JSON.stringify(routes, null, '\t'));
}

function pageReads(session: ReuseSession, source: string): PageReads {
  const pages: PageReads['pages'] = {};
  for (const [path, props] of [...session.props].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const reads = session.rendered.get(path);
    const record = reads ? { props, reads } : session.reused.get(path);
    if (record) pages[path] = record;
  }
  return { source, pages };
}

export default function pageReuse(): AstroIntegration {
  let root = '.';
  let site: string | undefined;
  let source = '';
  let logger: AstroIntegrationLogger | undefined;
  return {
    name: 'page-reuse',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: fileURLToPath(new URL('./middleware.ts', import.meta.url)), order: 'pre' });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        site = config.site;
      },
      'astro:build:start': ({ logger: buildLogger }) => {
        logger = buildLogger;
        source = sourceFingerprint(root, site, new Date().getFullYear());
        const earlier = earlierBuild(reusablePagesFrom(processEnvironment()), source);
        startSession(typeof earlier === 'string' ? undefined : earlier);
        if (typeof earlier === 'string') logger.info(`every page is rendered: ${earlier}`);
      },
      // After the page stylesheets and the security headers (astro.config.mjs lists this one last).
      'astro:build:done': async ({ dir }) => {
        const session = currentSession();
        if (!session) return;
        const clientDir = fileURLToPath(dir);
        const outDir = join(clientDir, '..');
        if (session.earlier && session.reused.size > 0) {
          const assets = await copyReused(session, session.earlier.clientDir, clientDir);
          await carryRecords(session, join(session.earlier.clientDir, '..'), outDir);
          logger?.info(reusedLine(session.reused.size, assets, session.earlier.clientDir, session.rendered.size));
        }
        await orderRouteHeaders(session, outDir);
        await writeFile(join(outDir, PAGE_READS_FILE), `${JSON.stringify(pageReads(session, source))}\n`);
        endSession();
      },
    },
  };
}
