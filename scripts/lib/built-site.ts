/** The built site's own server (what `npm start` runs: src/server/main.ts), started on a port of our choosing. */
import { spawn, type ChildProcess } from 'node:child_process';
import { missingMemoryBounds } from '../../src/server/config';

const BUILT_SERVER_ENTRY = 'dist/server/main.mjs';

/**
 * Node's flags and the environment that start `entry` with the memory bounds `npm run serve`
 * gives (a heap limit or MALLOC_* setting in `env` is kept), so the server runs in the process
 * started: a SIGKILL to it is one to the server, not to a launcher that would start it again.
 */
export function withMemoryBounds(entry: string, env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const missing = missingMemoryBounds(env, []);
  return { args: [...(missing?.nodeFlags ?? []), entry], env: { ...env, ...missing?.env } };
}

export async function startBuiltSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const start = withMemoryBounds(BUILT_SERVER_ENTRY, { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env });
  const server = spawn(process.execPath, start.args, { env: start.env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`${BUILT_SERVER_ENTRY} exited with ${code}; is the site built (npm run build)?`)));
  });
  return server;
}
