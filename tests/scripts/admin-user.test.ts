/** npm run admin:user: the accounts it writes are the ones the server signs in with (embedded database). */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { adminApi } from '../../src/i18n/routes';
import { createSiteServices } from '../../src/server/services';
import { silentLog } from '../../src/server/log';
import { FIRESTORE_CONNECTION_VARIABLES } from '../../src/server/config';
import { CLI_RUN_MS, cliTestTimeout } from './emulator';

function run(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', ...args], {
    env: { ...process.env, ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((n) => [n, ''])), ...env },
    timeout: CLI_RUN_MS,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr })));
}

it(
  'adds, lists and removes staff in the database the server reads, with the password from stdin only',
  { timeout: cliTestTimeout(6) },
  async () => {
    const env = { CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'admin-cli-')), 'data') };
    expect(await run(['add', 'staff@example.com', 'a password on argv'], env, 'ignored password\n')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
    expect(await run(['add', 'staff@example.com'], env, 'too short\n')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('at least 12'),
    });
    const added = await run(['add', 'Staff@Example.com', '--name', 'Zeynep Kaya'], env, 'uzun ve gizli bir parola\n');
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('Created staff@example.com') });
    expect((await run(['list'], env)).stdout).toMatch(/staff@example\.com {2}Zeynep Kaya {2}can inbox /);

    const site = 'http://127.0.0.1:4321';
    const route = createSiteServices(env, { contentExportedAt: null }, silentLog).admin;
    const signIn = await route(
      new Request(`${site}${adminApi.session}`, {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@example.com', password: 'uzun ve gizli bir parola' }),
      }),
      '127.0.0.1',
    );
    expect(signIn.status).toBe(204);
    // Served from loopback over plain http: no Secure, or the browser would drop it.
    expect(signIn.headers.get('set-cookie')).not.toContain('Secure');

    expect(await run(['remove', 'staff@example.com'], env)).toMatchObject({ code: 0 });
    expect((await run(['list'], env)).stdout).toContain('No staff accounts');
  },
);

it(
  'sets what an account may do with --can, keeps it through a password reset, and refuses an unknown permission',
  { timeout: cliTestTimeout(5) },
  async () => {
    const env = { CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'admin-cli-can-')), 'data') };
    const password = 'içerik editörünün parolası\n';
    expect(await run(['add', 'editor@example.com', '--can', 'publish'], env, password)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--can takes inbox, content or both joined by a comma, not 'publish'"),
    });
    const added = await run(['add', 'editor@example.com', '--can', 'content'], env, password);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('It can: content.') });
    const reset = await run(['add', 'editor@example.com'], env, password);
    expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining('It can: content.') });
    expect((await run(['add', 'editor@example.com', '--can', 'content,inbox'], env, password)).stdout).toContain('It can: inbox, content.');
    // Said twice, --can adds up rather than keeping the last one.
    expect((await run(['add', 'editor@example.com', '--can', 'content'], env, password)).stdout).toContain('It can: content.');
    expect((await run(['add', 'editor@example.com', '--can', 'content', '--can', 'inbox'], env, password)).stdout).toContain(
      'It can: inbox, content.',
    );
    expect((await run(['list'], env)).stdout).toMatch(/editor@example\.com {2}editor {2}can inbox,content /);
  },
);
