/**
 * Every HTML file of the build passes the W3C Nu HTML Checker (vnu.jar from npm, run on Java)
 * with 0 errors. One java process checks all files: the checker takes seconds to start.
 * Needs `java` on the PATH (Debian: default-jre-headless; .ci/run and `npm run test:browser`
 * check for it).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { sitePages } from '../../src/lib/site-pages';
import { distDir } from '../dist-dir';

/**
 * The checker's errors that are not errors: CSS it does not know yet, all of it shipping in
 * the browsers we support. This list is the one place they are filtered, each with its reason.
 * The fixture beside this file uses each feature, so an entry the checker has learnt fails the
 * test below and is removed rather than left to hide real errors.
 */
const KNOWN_FALSE_POSITIVES: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: “(anchor-name|anchor-scope|position-anchor)”: Property “\1” doesn't exist\.$/,
    reason: 'CSS anchor positioning (the header dropdown sits under its item): properties the checker does not know',
  },
  {
    pattern: /^CSS: “(top|right|bottom|left|inset(-[a-z]+)*)”: “anchor\([a-z-]+\)” is not a “\1” value\.$/,
    reason: 'CSS anchor positioning: the anchor() function in inset properties',
  },
  {
    pattern: /^CSS: “(animation-timeline|animation-range)”: Property “\1” doesn't exist\.$/,
    reason: 'scroll-driven animations (the header shrinks as the page scrolls): properties the checker does not know',
  },
  {
    pattern: /^CSS: “animation”: “scroll\([a-z ]*\)” is not a “animation” value\.$/,
    reason: 'scroll-driven animations: the scroll() timeline in the animation shorthand',
  },
  {
    pattern: /^CSS: Unrecognized at-rule “@property”$/,
    reason: 'registered custom properties (@property, Tailwind 4 declares its variables with it)',
  },
];

const FIXTURE = 'tests/dist/fixtures/modern-css.html';
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
    .sort();
}

/** Runs the checker once over `files`; its JSON report goes to stderr. */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.env['JAVA'] ?? 'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 100_000 },
      (error, _stdout, stderr) => {
        if (error) {
          reject(new Error(`The Nu HTML Checker did not run (${error.message}). It needs Java: on Debian, apt-get install default-jre-headless.`));
          return;
        }
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`The Nu HTML Checker's report is not JSON:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

const knownFalsePositive = (message: VnuMessage) => KNOWN_FALSE_POSITIVES.find((known) => known.pattern.test(message.message));

const fileOf = (message: VnuMessage) => relative(process.cwd(), decodeURIComponent(new URL(message.url ?? 'file:/unknown').pathname));

const describeMessage = (message: VnuMessage) =>
  `${fileOf(message)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;

test('every HTML file of the build passes the Nu HTML Checker', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles(join(distDir, 'client'));
  // Every page of the route table is a file of its own (404.html besides).
  expect(files.length).toBeGreaterThanOrEqual(sitePages().length);
  const messages = await vnu([...files, FIXTURE]);
  const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
  const [fromFixture, fromSite] = [errors.filter((m) => fileOf(m) === FIXTURE), errors.filter((m) => fileOf(m) !== FIXTURE)];

  expect(fromSite.filter((m) => !knownFalsePositive(m)).map(describeMessage)).toEqual([]);
  // The filter stays honest: each entry still matches what the checker says about the fixture,
  // and the fixture has nothing else to say.
  expect(fromFixture.filter((m) => !knownFalsePositive(m)).map(describeMessage)).toEqual([]);
  expect(KNOWN_FALSE_POSITIVES.filter((known) => !fromFixture.some((m) => known.pattern.test(m.message))).map((k) => k.reason)).toEqual([]);
});
