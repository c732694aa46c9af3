/**
 * A built page's HTML, parsed (cheerio), for what the HTML alone decides: titles, languages,
 * links, canonical and alternates, descriptions, Open Graph, JSON-LD. Reading the files checks
 * every page in milliseconds, where a browser load of each would take minutes and add nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { distDir } from '../dist-dir';

/** The file the build wrote for a path (`/` -> index.html, `/kurumsal` -> kurumsal/index.html). */
export function builtFile(path: string): string {
  return join(distDir, 'client', path.replace(/^\//, ''), 'index.html');
}

export function builtPage(path: string): CheerioAPI {
  return load(readFileSync(builtFile(path), 'utf8'));
}
