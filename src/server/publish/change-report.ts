/**
 * What a publish run changed: the export's report of documents (scripts/lib/change-report.ts)
 * and the pages whose HTML differs from the build being served. The embedded runner and the
 * rebuild workflow's report (scripts/publish-report.ts) both make it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { PublishChanges } from '../../lib/admin-contract';

/** The export's change report (scripts/lib/change-report.ts), as much of it as a run keeps. */
interface ReportedChange {
  file: string;
  kind: 'added' | 'removed' | 'changed';
  items: { kind: 'added' | 'removed' | 'changed'; id: string; label: string }[];
}

/** Every page file of a build's client folder, by the path it is served at. */
export function pageFiles(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    pages.set(path, join(clientDir, file));
  }
  return pages;
}

export function pageChanges(before: string, after: string): PublishChanges['pages'] {
  const [old, next] = [pageFiles(before), pageFiles(after)];
  const changes: PublishChanges['pages'] = { added: [], changed: [], removed: [] };
  for (const [path, file] of next) {
    const previous = old.get(path);
    if (previous === undefined) changes.added.push(path);
    else if (!readFileSync(previous).equals(readFileSync(file))) changes.changed.push(path);
  }
  for (const path of old.keys()) if (!next.has(path)) changes.removed.push(path);
  for (const list of Object.values(changes)) list.sort();
  return changes;
}

export function documentChanges(reportFile: string): PublishChanges['documents'] {
  const changes: PublishChanges['documents'] = { added: [], changed: [], removed: [] };
  const reported = JSON.parse(readFileSync(reportFile, 'utf8')) as ReportedChange[];
  for (const change of reported) {
    changes[change.kind].push(change.file);
    for (const item of change.items) changes[item.kind].push(`${change.file}: ${item.label}`);
  }
  return changes;
}

/** A line of `astro build` naming a page it wrote (coloured when the environment asks for colour). */
export const isPageWritten = (line: string): boolean => /[├└]─ \/\S*\.html/.test(stripVTControlCharacters(line));
