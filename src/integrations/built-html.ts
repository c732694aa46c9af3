/** The HTML files a build wrote, for the build steps that rewrite them after Astro. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}
