/** A real Firestore gRPC server on a free loopback port, for tests (see scripts/firestore-emulator.ts). */
import { execFile } from 'node:child_process';
import { FirestoreServer } from '@firestore-emulator/server';
import { connectFirestore, type FirestoreConnection } from '../../src/server/store/firestore/connection';
import { freePort } from '../../scripts/lib/free-port';

export { freePort };

export interface TestEmulator {
  host: string;
  server: FirestoreServer;
  /** A fresh, empty project of the emulator, for a client the code under test connects itself. */
  newProject(): { host: string; projectId: string };
  /** A connection to a fresh, empty project of the emulator. */
  connect(): FirestoreConnection & { projectId: string };
  stop(): void;
}

let projects = 0;

export async function startEmulator(): Promise<TestEmulator> {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  const host = `127.0.0.1:${port}`;
  const newProject = () => ({ host, projectId: `demo-test-${process.pid}-${++projects}` });
  return {
    host,
    server,
    newProject,
    connect() {
      const { projectId } = newProject();
      return { projectId, ...connectFirestore({ projectId, emulatorHost: host, source: 'test emulator' }) };
    },
    stop: () => server.stop(),
  };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * How long one CLI run may take before it is killed: tsx compiles the script and loads
 * firebase-admin first, a second or two alone and several times that under a loaded CI machine.
 */
export const CLI_RUN_MS = 30_000;

/** A test's timeout for `runs` CLI runs in a row, so a slow run fails with its output, not the test's timeout. */
export const cliTestTimeout = (runs: number) => runs * CLI_RUN_MS + 10_000;

/**
 * A script's command line: Node with tsx's loader, in one process. The `tsx` command starts a
 * second Node under itself for the same thing, which cost 0.6 s of CPU a run more (1.3-2.1 s
 * against 0.7-0.8 s for a run that stops on a bad option).
 */
export const scriptArgs = (script: string, args: readonly string[]) => ['--import', 'tsx', script, ...args];

/** Runs one of our npm scripts' entry points the way npm does, without blocking this process's emulator. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      scriptArgs(script, args),
      {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: '', FIREBASE_SERVICE_ACCOUNT: '', GOOGLE_APPLICATION_CREDENTIALS: '', ...env },
        timeout: CLI_RUN_MS,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const killed = error?.killed ? `\n[runScript: ${script} killed after ${CLI_RUN_MS} ms]` : '';
        resolve({ code, stdout, stderr: stderr + killed, ms: Date.now() - started });
      },
    );
  });
}
