/**
 * The contact endpoint in a process of its own (tests/server/fixtures/contact-server.ts) on the
 * embedded store of `dataDir`, and one POST to it: for tests that kill the server mid-stream or
 * copy its database while it writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { FIRESTORE_CONNECTION_VARIABLES } from '../../src/server/config';

export function startContactServer(dataDir: string, port = 0, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; port: number }> {
  // One process (node --import tsx), so SIGKILL hits the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/contact-server.ts'], {
    env: {
      ...process.env,
      ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])),
      CONTACT_DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: '100000',
      SITE_ORIGINS: 'http://127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the contact server exited with ${code} before listening`)));
  });
}

/** One POST of `body` to /api/contact; resolves with the status, or 0 when the connection broke (the server was killed). */
export function postContact(port: number, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent: false,
        timeout: 20_000,
        headers: { origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}
