/** The built server (npm start) with the embedded store: requests survive a crash and restart. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { freePort } from '../../scripts/lib/free-port';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { contactEndpoint } from '../../src/i18n/routes';
import { validSubmission } from '../server/contact-cases';
import { embeddedStoreEnv } from './contact-data';

test('requests stored before a crash are still there after a restart', async ({ request }) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'contact-restart-')), 'requests');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const send = (message: string) =>
    request.post(`${origin}${contactEndpoint}`, { headers: { origin }, data: validSubmission({ message }) });

  const first = await startBuiltSite(port, embeddedStoreEnv(dataDir));
  expect((await send('before the crash')).status()).toBe(201);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  const second = await startBuiltSite(port, embeddedStoreEnv(dataDir));
  expect((await send('after the restart')).status()).toBe(201);
  second.kill();

  const messages = (await sqliteContactStore(databaseHandle(dataDir)).list()).map((entry) => entry.request.message);
  expect(messages.sort()).toEqual(['after the restart', 'before the crash']);
});
