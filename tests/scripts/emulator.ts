/** A real Firestore gRPC server on a free loopback port, for tests (see scripts/firestore-emulator.ts). */
import { execFile } from 'node:child_process';
import { FirestoreServer } from '@firestore-emulator/server';
import { connectFirestore, type FirestoreConnection } from '../../src/server/firestore-connection';
import { freePort } from '../../scripts/lib/free-port';

export { freePort };

export interface TestEmulator {
  host: string;
  server: FirestoreServer;
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
  return {
    host,
    server,
    connect() {
      const projectId = `demo-test-${process.pid}-${++projects}`;
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

/** Runs one of our npm scripts' entry points the way npm does, without blocking this process's emulator. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      [script, ...args],
      { env: { ...process.env, FIRESTORE_EMULATOR_HOST: '', FIREBASE_SERVICE_ACCOUNT: '', GOOGLE_APPLICATION_CREDENTIALS: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, ms: Date.now() - started });
      },
    );
  });
}
