/** The finished builds' folders: which are kept, whether one is whole, and what going live leaves as the source of a restart. */
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { uploadsFolder } from '../../lib/content-images-folder';
import { BUILD_FACTS_FILE, readBuildFacts } from '../build-facts';
import { SECURITY_HEADERS_FILE } from '../security-headers';
import type { PublishRunStore } from '../store/publish-runs';
import { RECENT_RUNS } from './mark-live';

/** Builds kept besides the one being made: a page opened before a swap still finds its assets. */
const KEPT_BUILDS = 3;
/** What a finished build holds, all of which serving it reads (served-builds.ts). */
const BUILD_PARTS = ['client/index.html', 'client/404.html', 'server/entry.mjs', SECURITY_HEADERS_FILE, BUILD_FACTS_FILE, 'node_modules'];

/** The newest builds stay, and the live one whatever its age; older ones go. */
export async function pruneBuilds(store: PublishRunStore, buildsDir: string) {
  if (!existsSync(buildsDir)) return;
  const liveRuns = new Set((await store.list(RECENT_RUNS)).filter((run) => run.state === 'live').map((run) => run.id));
  const builds = readdirSync(buildsDir)
    .map((name) => ({ name, at: statSync(join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEPT_BUILDS))
    if (!liveRuns.has(old.name)) rmSync(join(buildsDir, old.name), { recursive: true, force: true });
}

/** Replaces `target` with a copy of `source`; a crash between the renames leaves `.previous`, put back at start (recoverSnapshot). */
function replaceFolder(source: string, target: string) {
  const next = `${target}.next`;
  const previous = `${target}.previous`;
  rmSync(next, { recursive: true, force: true });
  cpSync(source, next, { recursive: true });
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  rmSync(previous, { recursive: true, force: true });
}

/** A crash between replaceFolder's renames: the snapshot before it is put back. */
export function recoverSnapshot(snapshot: string) {
  if (!existsSync(snapshot) && existsSync(`${snapshot}.previous`)) renameSync(`${snapshot}.previous`, snapshot);
}

/** What a restart builds from: the live build's snapshot and uploads, as the workflow commits them in production. */
export function keepAsSource(build: string, sourceDir: string) {
  replaceFolder(join(build, 'content-snapshot'), join(sourceDir, 'content-snapshot'));
  const uploads = join(build, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, join(sourceDir, uploadsFolder), { recursive: true });
}

/** Why the build in `build` cannot be served again, or undefined when it is whole. */
export function brokenBuild(build: string): string | undefined {
  const missing = BUILD_PARTS.filter((part) => !existsSync(join(build, part)));
  if (missing.length > 0) return `${build} lacks ${missing.join(', ')}`;
  try {
    readBuildFacts(build);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}
