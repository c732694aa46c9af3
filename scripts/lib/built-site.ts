/** The built site's own server (what `npm start` runs: src/server/main.ts), started on a port of our choosing. */
import { spawn, type ChildProcess } from 'node:child_process';
import { missingMemoryBounds, SERVER_MEMORY_BOUNDS } from '../../src/server/config';

const BUILT_SERVER_ENTRY = 'dist/server/main.mjs';

/** `env` without what bounds a server's memory (NODE_OPTIONS, the MALLOC_* settings). */
export function withoutMemorySettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _options, ...rest } = env;
  for (const name of Object.keys(SERVER_MEMORY_BOUNDS.env)) delete rest[name];
  return rest;
}

/**
 * Node's flags and the environment that start `entry` with the memory bounds `npm run serve`
 * gives (a heap limit or MALLOC_* setting in `env` is kept), so the server runs in the process
 * started: a SIGKILL to it is one to the server, not to a launcher that would start it again.
 */
export function withMemoryBounds(entry: string, env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const missing = missingMemoryBounds(env, []);
  return { args: [...(missing?.nodeFlags ?? []), entry], env: { ...env, ...missing?.env } };
}

/**
 * `bare`: as `node dist/server/main.mjs` alone starts it, without the memory settings here or in
 * this process's environment (the launcher then starts the server again with them: the process
 * returned is the launcher).
 */
export async function startBuiltSite(port: number, env: NodeJS.ProcessEnv = {}, { bare = false } = {}): Promise<ChildProcess> {
  const wanted = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env };
  const start = bare ? { args: [BUILT_SERVER_ENTRY], env: withoutMemorySettings(wanted) } : withMemoryBounds(BUILT_SERVER_ENTRY, wanted);
  const server = spawn(process.execPath, start.args, { env: start.env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`${BUILT_SERVER_ENTRY} exited with ${code}; is the site built (npm run build)?`)));
  });
  return server;
}
