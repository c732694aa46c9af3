/**
 * A preview lasts only as long as the staff session that opened it, on both stores: the served
 * builds ask the store (admin/session.ts) before they show a preview, so sign-out, an expired
 * session, a session gone from the store and an account removed on the command line each give
 * that browser the live build again.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApi, pathFor } from '../../../src/i18n/routes';
import type { BuildFacts } from '../../../src/server/build-facts';
import { servedBuilds, type ServedBuild } from '../../../src/server/http/served-builds';
import { previewCheck } from '../../../src/server/admin/session';
import { IDLE_MS, sessionId } from '../../../src/server/admin/session-cookie';
import { SESSION_COOKIE } from '../../../src/server/http/cookies';
import type { Publisher } from '../../../src/server/publish/publisher';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { addStaff, client, EDITOR, SECRET, storeKinds, type TestStores } from '../store/stores';

const servers = firestoreAndStorage();

/** A build whose pages say its id. */
const build = (id: string): ServedBuild => ({
  id,
  distDir: `/builds/${id}`,
  facts: {} as BuildFacts,
  hasFile: () => false,
  handle: (_req, res) => void res.end(id),
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The site's server and the staff API over one store, an editor signed in and previewing build 'preview'. */
async function previewing(stores: TestStores, clock: { now: number }) {
  const builds = servedBuilds(
    build('live'),
    previewCheck(
      stores.adminStore,
      async () => SECRET,
      () => clock.now,
    ),
  );
  // What the preview route does with the one-machine publisher (runner.ts), and no more.
  const publisher = {
    preview: async (id: string, cookieHeader: string | null) => (builds.preview(cookieHeader, build(id)), { kind: 'live' }),
    endPreview: (cookieHeader: string | null) => builds.endPreview(cookieHeader),
    previewing: (cookieHeader: string | null) => builds.previewing(cookieHeader) ?? null,
  } as unknown as Publisher;
  server = createServer(builds.handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
  const editor = client(stores, { publisher, now: () => new Date(clock.now) });
  expect((await editor.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
  expect((await editor.call('POST', adminApi.preview, { id: 'preview' })).status).toBe(200);
  const cookie = editor.cookie;
  /** The build the editor's browser gets at the home page. */
  const seen = async () =>
    (await fetch(`${origin}${pathFor('home', 'tr')}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })).text();
  expect(await seen()).toBe('preview');
  return { editor, seen, builds, cookie };
}

for (const [kind, makeStores] of storeKinds(() => servers.emulator)) {
  describe(`a preview ends with its session (${kind})`, () => {
    const clock = { now: Date.UTC(2026, 10, 2, 10) };

    it('at sign-out, even for the cookie the browser kept', async () => {
      const { editor, seen, builds, cookie } = await previewing(makeStores(), clock);
      expect((await editor.call('DELETE', adminApi.session)).status).toBe(204);
      expect(builds.previewing(`${SESSION_COOKIE}=${cookie}`)).toBeUndefined();
      expect(await seen()).toBe('live');
    });

    it('when the account is removed (npm run admin:user -- remove)', async () => {
      const stores = makeStores();
      const { seen } = await previewing(stores, clock);
      expect(await stores.adminStore.removeUser(EDITOR.email)).toBe(true);
      expect(await seen()).toBe('live');
    });

    it('when the session expired or is gone from the store', async () => {
      const stores = makeStores();
      const expiring = await previewing(stores, clock);
      clock.now += IDLE_MS;
      expect(await expiring.seen()).toBe('live');

      const { seen, cookie } = await previewing(stores, clock);
      await stores.adminStore.deleteSession(sessionId(cookie.split('.')[0]!));
      expect(await seen()).toBe('live');
    });
  });
}
