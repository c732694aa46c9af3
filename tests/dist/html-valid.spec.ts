/**
 * Every HTML file of the build passes the W3C Nu HTML Checker (vnu.jar from npm, run on Java)
 * with 0 errors, a test per file. The checker takes seconds to start, so each worker starts it
 * once as its own HTTP service on a free loopback port and sends it every file it checks.
 * Needs `java` on the PATH (Debian: default-jre-headless; .ci/run and `npm run test:browser`
 * check for it).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port';
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

/** The checker as a service: POST a document, get its messages as JSON. */
interface Checker {
  check(file: string): Promise<VnuMessage[]>;
}

const test = base.extend<object, { checker: Checker }>({
  checker: [
    async ({}, use) => {
      const port = await freePort();
      const java = spawn(
        process.env['JAVA'] ?? 'java',
        ['-cp', vnuJar, '-Dnu.validator.servlet.bind-address=127.0.0.1', 'nu.validator.servlet.Main', String(port)],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let output = '';
      java.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<never>((_, reject) => {
        java.on('error', (error) => reject(new Error(`The Nu HTML Checker did not start (${error.message}). It needs Java: on Debian, apt-get install default-jre-headless.`)));
        java.on('exit', (code) => reject(new Error(`The Nu HTML Checker exited (${code}):\n${output.slice(-2000)}`)));
      });
      const origin = `http://127.0.0.1:${port}`;
      // Ready when it answers; until then the connection is refused.
      const ready = (async () => {
        while (java.exitCode === null) {
          if (await fetch(`${origin}/`).then(() => true, () => false)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await exited;
      })();
      await Promise.race([ready, exited]);
      await use({
        async check(file) {
          const response = await fetch(`${origin}/?out=json`, {
            method: 'POST',
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: readFileSync(file),
          });
          const { messages } = (await response.json()) as { messages: VnuMessage[] };
          return messages.map((message) => ({ ...message, url: file }));
        },
      });
      java.kill();
    },
    // Java and the checker's start: seconds, more on a slow machine.
    { scope: 'worker', timeout: 90_000 },
  ],
});

const knownFalsePositive = (message: VnuMessage) => KNOWN_FALSE_POSITIVES.find((known) => known.pattern.test(message.message));

const isError = (m: VnuMessage) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error';

const describeMessage = (message: VnuMessage) =>
  `${message.url}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;

const files = htmlFiles(join(distDir, 'client')).map((file) => relative(process.cwd(), file));

test('every page of the route table is an HTML file of its own', () => {
  // 404.html besides.
  expect(files.length).toBeGreaterThanOrEqual(sitePages().length);
});

for (const file of files) {
  test(`${file} passes the Nu HTML Checker`, async ({ checker }) => {
    const errors = (await checker.check(file)).filter(isError);
    expect(errors.filter((m) => !knownFalsePositive(m)).map(describeMessage)).toEqual([]);
  });
}

test('the list of the checker\'s false positives stays honest', async ({ checker }) => {
  // Each entry still matches what the checker says about the fixture, and the fixture has nothing else to say.
  const errors = (await checker.check(FIXTURE)).filter(isError);
  expect(errors.filter((m) => !knownFalsePositive(m)).map(describeMessage)).toEqual([]);
  expect(KNOWN_FALSE_POSITIVES.filter((known) => !errors.some((m) => known.pattern.test(m.message))).map((k) => k.reason)).toEqual([]);
});
