/**
 * What one `astro build` knows about reusing pages, shared by the integration (./index.ts, in
 * Astro's own module graph) and the code it bundles (./middleware.ts and ./pages-to-render.ts,
 * which run from the build's output): the same process, two copies of every module, so the
 * session lives on globalThis. No session (a dev server, the server answering requests): every
 * page renders and nothing is recorded.
 */
import { stripVTControlCharacters } from 'node:util';
import type { RecordedReads } from '../../content/recorded-reads';

/** Beside the CDN's folder: what each page of a build was made from, for the next build to compare. */
export const PAGE_READS_FILE = 'page-reads.json';

/** The file a page is written to, in its build's client folder (build.format 'directory'). */
export const pageFile = (path: string): string => [...path.split('/').filter(Boolean), 'index.html'].join('/');

/** What a page was made from: its props' fingerprint and the content operations it called. */
export interface PageRecord {
  props: string;
  reads: RecordedReads;
}

export interface PageReads {
  /** The code, packages and settings the pages were rendered with (./source-fingerprint.ts). */
  source: string;
  /** By the path each page is served at. */
  pages: Record<string, PageRecord>;
}

export interface ReuseSession {
  /** A build of the same source whose pages this one may copy: its client folder and what its pages read. */
  earlier: { clientDir: string; reads: PageReads } | undefined;
  /** Each page's props fingerprint, as the catch-all route listed them. */
  props: Map<string, string>;
  /** The pages rendered, with what they read. */
  rendered: Map<string, RecordedReads>;
  /** The pages taken from the earlier build, with what they were made from. */
  reused: Map<string, PageRecord>;
}

const KEY = Symbol.for('page-reuse.session');
type WithSession = { [KEY]?: ReuseSession };

export function startSession(earlier: ReuseSession['earlier']): ReuseSession {
  const session: ReuseSession = { earlier, props: new Map(), rendered: new Map(), reused: new Map() };
  (globalThis as WithSession)[KEY] = session;
  return session;
}

export const currentSession = (): ReuseSession | undefined => (globalThis as WithSession)[KEY];

export function endSession(): void {
  delete (globalThis as WithSession)[KEY];
}

/** The build's line saying how many pages it copied, and how a reader of its output finds the count. */
export const reusedLine = (pages: number, assets: number, from: string, rendered: number): string =>
  `reused ${pages} pages and ${assets} assets they link from ${from}; rendered ${rendered} pages and files`;
const REUSED = /\breused (\d+) pages and \d+ assets they link from .*; rendered (\d+) pages and files/;
export function reuseCountsIn(line: string): { reused: number; rendered: number } | undefined {
  // Coloured where the environment asks for colour.
  const match = REUSED.exec(stripVTControlCharacters(line));
  return match ? { reused: Number(match[1]), rendered: Number(match[2]) } : undefined;
}
