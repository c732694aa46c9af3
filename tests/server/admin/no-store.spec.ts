/**
 * Every answer of the staff API on the built server says `Cache-Control: no-store`: every path
 * of the route table's `adminApi` in every method, without a session, as an account that may
 * see the inbox only and as one that may do everything, the errors included (400, 401, 403,
 * 404, 405, 413, 415). An answer a browser or a proxy kept could show one person's data to the
 * next.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { documentKeys } from '../../../src/content/documents';
import { adminApi, adminApiPath, adminApiPrefix, defaultLang } from '../../../src/i18n/routes';
import { embeddedStoreEnv } from '../../browser/contact-data';
import { killLeftoverServers, startServer } from '../server-process';

test.afterEach(killLeftoverServers);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PASSWORD = 'uzun ve gizli bir parola';
/** Who asks: an account per permission set, made with `npm run admin:user`. */
const ACCOUNTS = { everything: ['staff@example.com', 'inbox,content'], inboxOnly: ['inbox@example.com', 'inbox'] } as const;
const PARAMS = {
  lang: defaultLang,
  key: documentKeys[0]!,
  id: 'no-such-item',
  revision: 1,
  name: 'none.jpg',
  attachmentId: 'no-such-file',
  replyId: 'no-such-reply',
};

interface Answer {
  asked: string;
  status: number;
  cacheControl: string;
}

test('every staff API answer, errors included, signed in or not, says Cache-Control: no-store', async () => {
  test.setTimeout(120_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-no-store-')), 'data');
  const env = embeddedStoreEnv(dataDir);
  for (const [email, can] of Object.values(ACCOUNTS))
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'add', email, '--can', can], {
      env: { ...process.env, ...env },
      input: `${PASSWORD}\n`,
      timeout: 30_000,
    });
  const { origin } = await startServer(env);

  const answers: Answer[] = [];
  const ask = async (who: string, cookie: string, method: string, path: string, body?: string, type = 'application/json') => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
      ...(body === undefined ? {} : { body }),
    });
    await response.arrayBuffer();
    answers.push({
      asked: `${who}: ${method} ${path}`,
      status: response.status,
      cacheControl: response.headers.get('cache-control') ?? '',
    });
    return response;
  };
  const signIn = async (email: string) => {
    const response = await ask('signing in', '', 'POST', adminApi.session, JSON.stringify({ email, password: PASSWORD }));
    expect(response.status).toBe(204);
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  };
  const sessions: Record<string, string> = { 'no session': '' };
  for (const [name, [email]] of Object.entries(ACCOUNTS)) sessions[name] = await signIn(email);

  const paths = [
    adminApiPrefix,
    `${adminApiPrefix}/nothing-here`,
    ...Object.values(adminApi).map((pattern) => adminApiPath(pattern, PARAMS)),
  ];
  for (const [who, cookie] of Object.entries(sessions))
    for (const path of paths)
      for (const method of METHODS) {
        // Signing out is asked last, so the rest is asked signed in.
        if (path === adminApi.session && method === 'DELETE') continue;
        await ask(who, cookie, method, path, method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined);
      }
  // The errors a walk with empty bodies does not meet.
  const everything = sessions['everything']!;
  await ask('everything', everything, 'POST', adminApi.session, JSON.stringify({ email: 'x'.repeat(5000) }));
  await ask('everything', everything, 'POST', adminApi.media, 'not an image', 'text/plain');
  await ask('everything', everything, 'PUT', adminApiPath(adminApi.contentDocument, PARAMS), 'not json');
  for (const [who, cookie] of Object.entries(sessions)) await ask(who, cookie, 'DELETE', adminApi.session);

  expect(answers.filter((answer) => !/\bno-store\b/.test(answer.cacheControl))).toEqual([]);
  const statuses = new Set(answers.map((answer) => answer.status));
  for (const status of [200, 204, 400, 401, 403, 404, 405, 413, 415]) expect(statuses, `an answer ${status} was met`).toContain(status);
});
