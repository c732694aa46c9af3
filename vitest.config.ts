import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    // Vitest's default is one worker fewer than the cores: one on CI's two, which ran every file
    // in turn behind the XSS corpus. Most files wait on servers and child processes, not the CPU:
    // on two cores, three workers took the stage from 175 s (with two) to 157 s; the corpus keeps one busy.
    maxWorkers: 3,
    // The files of a worker share its modules instead of importing everything again per file:
    // on two cores the stage's CPU went from 331 to 251 s. It holds because no test leaves state
    // behind that another reads (the stores, caches and servers are each test's own): the whole
    // stage passed in the default order and in two shuffled ones (--sequence.shuffle.files).
    isolate: false,
    // And a global a test stubs is put back after it, whatever the test does.
    unstubGlobals: true,
    // Explicit bounds instead of Vitest's 5 s: the integration tests talk to an in-process
    // Firestore server. The slowest without a bound of their own take 5 to 8 s in the suite (an
    // export read in process, sign-in throttling, 511 requests erased) and three times that while
    // other work loads the machine too; machines differ twofold besides. Tests that start a
    // command-line process set their own, larger timeout (cliTestTimeout in tests/scripts/emulator.ts).
    testTimeout: 30_000,
    // beforeAll starts a Firestore server; afterEach/afterAll close connections and servers.
    hookTimeout: 30_000,
    teardownTimeout: 30_000,
  },
});
