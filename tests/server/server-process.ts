/**
 * The built server as the container runs it (`node dist/server/main.mjs` with its memory bounds), on a free port, with
 * everything it writes kept: for the tests of its log lines and of its stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { withMemoryBounds } from '../../scripts/lib/built-site';
import { freePort } from '../../scripts/lib/free-port';
import { distDir } from '../dist-dir';

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once `text` has been written. */
  written(text: string): Promise<void>;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Servers started and not yet exited: a failed test must not leave one running. */
const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server a test started that is still running; for `test.afterEach`. */
export function killLeftoverServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // With the image's memory bounds, as the container starts it: the server is the process started.
  const start = withMemoryBounds(join(distDir, 'server', 'main.mjs'), { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) });
  const child = spawn(process.execPath, start.args, { env: start.env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter((w) => output.includes(w.text))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const written = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => waiting.push({ text, resolve })),
          exited.then(({ code }) => {
            throw new Error(`the server exited (${code}) before writing '${text}':\n${output}`);
          }),
        ]);
  await written('Server listening');
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output, written, exited };
}
