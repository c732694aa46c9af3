/** Snapshot folders and real builds (`astro build --outDir`) in temporary folders. */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDocuments, type DocumentKey } from '../../src/content/documents';
import type { Lang } from '../../src/i18n/routes';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** Writes one JSON file per document and language, as content-snapshot/ holds them. */
export function writeSnapshot(dir: string, documents: Map<Lang, Map<DocumentKey, unknown>>): void {
  for (const [lang, docs] of documents) {
    mkdirSync(join(dir, lang), { recursive: true });
    for (const [key, data] of docs) {
      writeFileSync(join(dir, lang, contentDocuments[key].file), `${JSON.stringify(data, null, 2)}\n`);
    }
  }
}

export interface BuildResult {
  /** Where the build wrote client/ and server/. */
  outDir: string;
  code: number | null;
  output: string;
  ms: number;
}

/**
 * `astro build --outDir <workDir>/out` from the project root, reading content from `snapshotDir`.
 * The build runs its server chunks from the output folder to prerender the pages; outside the
 * project they find the project's packages through <workDir>/node_modules, a link (Astro
 * empties the output folder itself, so the link sits beside it).
 */
export async function buildSite(snapshotDir: string, workDir: string): Promise<BuildResult> {
  const outDir = join(workDir, 'out');
  symlinkSync(join(projectRoot, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  const started = performance.now();
  const { code, output } = await astroBuild(projectRoot, outDir, { CONTENT_SNAPSHOT_DIR: snapshotDir });
  return { outDir, code, output, ms: performance.now() - started };
}

/**
 * `astro build --outDir <outDir>` of the project in `cwd` with the project's Astro, in this
 * process's environment without Vitest's own variables (NODE_ENV=test, VITEST...), which would
 * change how Astro builds, and with `env` added.
 */
export function astroBuild(cwd: string, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^(?:VITEST|NODE_ENV$|TEST$|MODE$)/.test(name)) childEnv[name] = value;
  Object.assign(childEnv, env, { ASTRO_TELEMETRY_DISABLED: '1' });
  // node_modules/.bin first: `astro` starts with `#!/usr/bin/env node`, and the project's Node 24 lives there.
  childEnv['PATH'] = [join(projectRoot, 'node_modules', '.bin'), process.env['PATH'] ?? ''].join(delimiter);
  return new Promise((done, fail) => {
    const child = spawn(join(projectRoot, 'node_modules', '.bin', 'astro'), ['build', '--outDir', outDir], {
      cwd,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/** Every HTML file of a built client folder, relative to it. */
export function htmlFiles(clientDir: string): string[] {
  return (readdirSync(clientDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).sort();
}

/** The path a browser asks for to get an HTML file, and the status it should answer. */
export function pagePath(file: string): { path: string; status: number } {
  const posix = file.split(sep).join('/');
  if (posix === '404.html') return { path: '/no-such-page-xss-check', status: 404 };
  if (posix === 'index.html') return { path: '/', status: 200 };
  if (posix.endsWith('/index.html')) return { path: `/${posix.slice(0, -'/index.html'.length)}`, status: 200 };
  return { path: `/${posix}`, status: 200 };
}
