/**
 * Bundles the site's Node server (src/server/main.ts, as server.mjs) next to Astro's entry, with
 * its launcher (src/server/launch.ts, as main.mjs: it applies the server's memory bounds), so
 * production runs it with plain Node: `node dist/server/main.mjs`. Runs after `astro build`.
 *
 * What the server imports at run time is exactly package.json's `dependencies` (what the
 * Dockerfile installs with `npm ci --omit=dev`): the server's bundle leaves every package
 * outside, and Astro's entry is bundled again here with the packages of Astro's own runtime
 * (devalue, cookie, unstorage, ...: build-time packages of this project) inside it, so the
 * image needs neither astro nor vite. Any other package the bundles import fails the build,
 * except an optional peer dependency (`peerDependenciesMeta`: `optional`), which npm never
 * installs by itself: the server's way to say it loads a package only where one is installed.
 * Usage: tsx scripts/build-server.ts [<build folder, default dist>]
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { BUILT_CONTENT_DIR, snapshotDir } from '../src/content/loader';

const dist = process.argv[2] ?? 'dist';
const serverDir = join(dist, 'server');
const astroEntry = join(serverDir, 'entry.mjs');

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {}).flatMap(([name, meta]) => (meta.optional ? [name] : []));
/** What the server may import at run time: what the image installs, and what it may lack. */
const runtimePackages = [...Object.keys(manifest.dependencies ?? {}), ...optionalPeers];

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
};

const server = await build({
  ...common,
  metafile: true,
  entryPoints: ['src/server/main.ts'],
  outfile: join(serverDir, 'server.mjs'),
  // Astro's entry is loaded at run time from beside the bundle; packages stay in node_modules.
  packages: 'external',
});

// A bundle of its own, so a launcher that starts the server again loads none of its packages.
const launcher = await build({
  ...common,
  metafile: true,
  entryPoints: ['src/server/launch.ts'],
  outfile: join(serverDir, 'main.mjs'),
  packages: 'external',
});

// CommonJS packages bundled into an ES module call require() for Node's own modules.
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
// A second run over the same build (the entry bundled already) only checks it: its banner twice would not load.
const bundledBefore = readFileSync(astroEntry, 'utf8').startsWith(REQUIRE_BANNER);

const astro = await build({
  ...common,
  metafile: true,
  write: !bundledBefore,
  entryPoints: [astroEntry],
  outfile: astroEntry,
  allowOverwrite: true,
  // Its chunks, loaded with import(), come inside too: one file. Astro's Node adapter finds the
  // client folder by walking up from this file to the folder named `server`, which still holds.
  external: runtimePackages.flatMap((name) => [name, `${name}/*`]),
  banner: { js: REQUIRE_BANNER },
});

// The chunks now inside the entry leave the folder, so what ships is what runs; a file the entry
// still loads by a path it computes stays (and so does its folder).
const entryPath = resolve(astroEntry);
for (const input of Object.keys(astro.metafile.inputs).map((file) => resolve(file)))
  if (input !== entryPath && input.startsWith(resolve(serverDir))) rmSync(input);
const chunks = join(serverDir, 'chunks');
if (existsSync(chunks) && readdirSync(chunks).length === 0) rmdirSync(chunks);

/** The package a bare import names: `firebase-admin/app` -> firebase-admin, `@scope/name/x` -> @scope/name. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);
const isBuiltin = (path: string) => path.startsWith('node:') || builtins.has(packageOf(path));

function unlisted(metafile: Metafile): string[] {
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return imported.filter((path) => !isBuiltin(path) && !runtimePackages.includes(packageOf(path)));
}

const missing = [...new Set([...unlisted(server.metafile), ...unlisted(launcher.metafile), ...unlisted(astro.metafile)].map(packageOf))];
if (missing.length > 0) {
  console.error(
    `build-server: the server imports ${missing.join(', ')} at run time, but package.json lists ${missing.length === 1 ? 'it' : 'them'} ` +
      `outside "dependencies", which is all the server image installs (npm ci --omit=dev): move ${missing.length === 1 ? 'it' : 'them'} there ` +
      `(or, for a package the server loads only where it is installed, declare it an optional peer dependency as well).`,
  );
  process.exit(1);
}
console.log(
  `${join(serverDir, 'main.mjs')}, ${join(serverDir, 'server.mjs')} and ${astroEntry} written; they import only package.json's dependencies`,
);

// The pages the server renders per request (the form's answers, the 'sent' page, a project's
// quote form) read the content the build was made from: it goes with the build, so a server
// that has only the build (the image) renders them in every language from the content the
// pages were built from, not from a snapshot folder it may not have.
const contentCopy = resolve(dist, BUILT_CONTENT_DIR);
// A server that reads the build's own copy (CONTENT_SNAPSHOT_DIR, as the image sets it) built from it: nothing to copy.
if (contentCopy !== snapshotDir()) {
  rmSync(contentCopy, { recursive: true, force: true });
  cpSync(snapshotDir(), contentCopy, { recursive: true });
}
console.log(`${contentCopy} written: the content the on-demand pages render`);
