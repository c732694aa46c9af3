/**
 * What a page's HTML depends on besides its props and its content operations: the project's code
 * and assets, its installed packages, the site's address and the year (the footer's copyright).
 * Two builds with one fingerprint render a page from the same inputs the same way. Uploaded
 * photos are left out: each is named by the hash of its bytes, so the content naming a new one
 * changes, and with it the pages showing it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { uploadsFolder } from '../../lib/content-images-folder';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json', join('node_modules', '.package-lock.json')];

function filesOf(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [entry];
  return (readdirSync(path, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => join(entry, name))
    .filter((file) => statSync(join(root, file)).isFile());
}

export function sourceFingerprint(root: string, site: string | undefined, year: number): string {
  const uploads = `${uploadsFolder.split('/').join(sep)}${sep}`;
  const files = SOURCES.flatMap((entry) => filesOf(root, entry))
    .filter((file) => !file.startsWith(uploads))
    .sort();
  const hash = createHash('sha256').update(JSON.stringify({ site, year }));
  for (const file of files)
    hash.update(`\0${relative(root, join(root, file)).split(sep).join('/')}\0`).update(readFileSync(join(root, file)));
  return hash.digest('base64url');
}
