import { describe, expect, it } from 'vitest';
import { cpuByKind, processKind } from '../../../scripts/lib/process-kinds';

describe("the suite's processes by kind", () => {
  it.each([
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=en-US --num-raster-threads=1', 'browser: page renderers'],
    ['/usr/lib/chromium/chromium-headless-shell --type=gpu-process --headless', 'browser: GPU and utility processes'],
    ['/usr/lib/chromium/chromium-headless-shell --disable-gpu --user-data-dir=/tmp/playwright_chromiumdev_profile-x', 'browser: Chromium'],
    ['/usr/lib/firefox-esr/firefox-esr -contentproc -isForBrowser', 'browser: Firefox'],
    ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebProcess 14 23', 'browser: WebKit'],
    ['/work/main/node_modules/node/bin/node --max-old-space-size=192 dist/server/main.mjs', 'site server'],
    ['/work/main/node_modules/node/bin/node /work/main/node_modules/playwright/lib/worker/workerProcessEntry.js', 'Playwright workers'],
    ['node /work/main/node_modules/.bin/playwright test', 'Playwright runner'],
    ['/work/main/node_modules/node/bin/node /work/main/node_modules/vitest/dist/workers/forks.js', 'Vitest workers'],
    ['node /work/main/node_modules/.bin/astro check', 'astro check'],
    ['node /work/main/node_modules/.bin/astro build --outDir /tmp/x/out', 'astro build'],
    ['/work/main/node_modules/node/bin/node --require /work/main/node_modules/tsx/dist/preflight.cjs scripts/export.ts', 'scripts (tsx)'],
    ['java -jar /work/main/node_modules/vnu-jar/build/dist/vnu.jar --stdout', 'HTML checker (Java)'],
    ['node /work/main/node_modules/.bin/eslint .', 'lint (ESLint, Prettier, knip, dependency-cruiser)'],
  ])('%s is %s', (commandLine, kind) => {
    expect(processKind(commandLine, 'node')).toBe(kind);
  });

  it('names a process of no known kind by its name', () => {
    expect(processKind('/usr/bin/openssl req -x509', 'openssl')).toBe('other: openssl');
  });

  it('sums what each kind used while watched, a process running at the start from there, most first', () => {
    expect(
      cpuByKind([
        { kind: 'site server', seconds: 3, secondsAtStart: 0 },
        { kind: 'browser: page renderers', seconds: 2, secondsAtStart: 0 },
        { kind: 'site server', seconds: 9, secondsAtStart: 8 },
        { kind: 'browser: page renderers', seconds: 4.5, secondsAtStart: 0 },
        { kind: 'npm', seconds: 5, secondsAtStart: 5 },
      ]),
    ).toEqual([
      { kind: 'browser: page renderers', seconds: 6.5, processes: 2 },
      { kind: 'site server', seconds: 4, processes: 2 },
    ]);
  });
});
