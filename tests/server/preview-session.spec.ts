/**
 * A preview ends with the staff session that opened it, on the built server and both stores:
 * after sign-out the cookie the browser kept gets the live build again, and so does the cookie
 * of an account removed with `npm run admin:user -- remove` (another process: the server hears
 * of it only through the store). The previewed build is a copy of the build being served, made
 * a finished run of its own in the store, as a preview run leaves it (publish.spec.ts builds one).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, pathFor } from '../../src/i18n/routes';
import { STARTUP_BUILD } from '../../src/admin-api/contract';
import { createBackend } from '../../src/server/backend';
import { queuedRun } from '../../src/server/publish/publisher';
import { removeAccount, startStudioServer } from '../browser/studio-project';
import { distDir } from '../dist-dir';
import { collectingLog } from './collecting-log';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };

for (const store of ['sqlite', 'firestore'] as const) {
  test(`a preview ends at sign-out and when the account is removed (${store})`, async () => {
    test.setTimeout(120_000);
    const publishDir = mkdtempSync(join(tmpdir(), 'preview-session-'));
    const server = await startStudioServer(store, [{ account: EDITOR, can: 'content' }], { PUBLISH_DIR: publishDir });
    const backend = createBackend(
      server.env,
      collectingLog(() => {}),
    );
    try {
      const id = randomUUID();
      const build = join(publishDir, 'builds', id);
      cpSync(distDir, build, { recursive: true });
      symlinkSync(resolve('node_modules'), join(build, 'node_modules'), 'dir');
      await backend.publishRuns.begin(queuedRun(id, 'preview', EDITOR.email, new Date()));
      await backend.publishRuns.update(id, { state: 'ready', finishedAt: new Date().toISOString() });

      const call = (method: string, path: string, cookie: string, body?: object) =>
        fetch(`${server.origin}${path}`, {
          method,
          headers: { origin: server.origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      /** A signed-in editor's cookie, previewing the run. */
      const previewing = async () => {
        const signIn = await call('POST', adminApi.session, '', EDITOR);
        expect(signIn.status).toBe(204);
        const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
        expect((await call('POST', adminApi.preview, cookie, { id })).status).toBe(200);
        expect((await call('GET', pathFor('home', 'tr'), cookie)).headers.get('x-site-build')).toBe(id);
        return cookie;
      };
      const served = async (cookie: string) => (await call('GET', pathFor('home', 'tr'), cookie)).headers.get('x-site-build');

      const signedOut = await previewing();
      expect((await call('DELETE', adminApi.session, signedOut)).status).toBe(204);
      expect(await served(signedOut)).toBe(STARTUP_BUILD);

      const removed = await previewing();
      await removeAccount(server.env, EDITOR.email);
      expect(await served(removed)).toBe(STARTUP_BUILD);
      // The site's other paths too: the preview is over, not hidden on one page.
      expect((await call('GET', pathFor('about', 'en'), removed)).headers.get('x-site-build')).toBe(STARTUP_BUILD);
    } finally {
      await backend.close();
      await server.stop();
    }
  });
}
