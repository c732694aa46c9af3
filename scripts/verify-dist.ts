/**
 * After a build: every page of the route table is in dist/ for both languages, with its
 * language, plus the 404 page, sitemap and robots.txt; no on-demand path has a static file (on
 * Hosting it would shadow the rewrite to the server). Fails loudly, listing what is wrong.
 * Usage: npm run verify:dist [-- <folder of the static files, default dist/client>]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminChildRoutes, adminPath, onDemandPaths, type AdminChild } from '../src/i18n/routes';
import { sitePages } from '../src/lib/site-pages';

const dist = process.argv[2] ?? 'dist/client';
const fileFor = (path: string) => join(dist, path.slice(1), 'index.html');

const problems: string[] = [];
let checked = 0;
for (const page of sitePages()) {
  const paths = page.key === 'admin' ? (Object.keys(adminChildRoutes) as AdminChild[]).map(adminPath) : [page.path];
  for (const path of paths) {
    checked++;
    const file = fileFor(path);
    if (!existsSync(file)) {
      problems.push(`${path} (${page.lang}): ${file} is missing`);
    } else if (!readFileSync(file, 'utf8').includes(`<html lang="${page.lang}"`)) {
      problems.push(`${path}: ${file} is not a ${page.lang.toUpperCase()} page`);
    }
  }
}
for (const file of [
  '404.html',
  'sitemap.xml',
  'robots.txt',
  '../server/entry.mjs',
  '../server/main.mjs',
  '../server/server.mjs',
  '../security-headers.json',
]) {
  checked++;
  if (!existsSync(join(dist, file))) problems.push(`${join(dist, file)} is missing`);
}

for (const path of onDemandPaths()) {
  checked++;
  for (const file of [fileFor(path), join(dist, `${path.slice(1)}.html`), join(dist, path.slice(1))]) {
    if (existsSync(file)) problems.push(`${path} is answered by the server, but ${file} would be served instead`);
  }
}

if (problems.length > 0) {
  console.error(`dist/ is incomplete (${problems.length} of ${checked} checks failed):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/ verified: ${checked} pages and files present, each page in its language.`);
