/** The built site's own server (what `npm start` runs: src/server/main.ts), started on a port of our choosing. */
import { spawn, type ChildProcess } from 'node:child_process';

const BUILT_SERVER_ENTRY = 'dist/server/main.mjs';

export async function startBuiltSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`${BUILT_SERVER_ENTRY} exited with ${code}; is the site built (npm run build)?`)));
  });
  return server;
}
