/**
 * Issue 20's "done means", on each store, against the built server as `npm start` runs it:
 * accounts made with `npm run admin:user`; through the staff API with their sessions, the home
 * headline changed in TR and EN, a project added with a photo uploaded from a phone (GPS in its
 * EXIF), a stale save refused with 409, an earlier revision restored, an inbox-only account
 * refused; then `npm run export` and `astro build` (in a copy of the project, so the working
 * tree is never touched): the pages show the new headlines and the project, its photo served as
 * AVIF and WebP, and not one image file of it carries EXIF.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { DEFAULT_UPLOADS_FOLDER } from '../../scripts/lib/export-uploads';
import { freePort } from '../../scripts/lib/free-port';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, pathFor } from '../../src/i18n/routes';
import type { ContentVersion } from '../../src/lib/admin-contract';
import { embeddedStoreEnv } from '../browser/contact-data';
import { startEmulator } from '../scripts/emulator';
import { startFakeCloudStorage } from './store/firestore/fake-cloud-storage';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const SECOND = { email: 'second@example.com', password: 'ikinci editörün parolası 26' };
const INBOX = { email: 'inbox@example.com', password: 'gelen kutusunun parolası 26' };
const HEADLINES = { tr: 'Ankara’dan güvenilir elektromekanik taahhüt', en: 'Trusted electromechanical contracting from Ankara' };
const PROJECT = { id: 'p50', name: 'Polatlı Güneş Enerji Santrali', url: 'polatli-gunes-enerji-santrali' };

/** What a build needs of the project, copied, with the project's packages linked. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-flow-'));
  for (const entry of ['src', 'public', 'content-snapshot', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(entry, join(dir, entry), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function run(command: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv; input?: string }): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd ?? process.cwd(), env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(options.input ?? '');
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** A phone's photo: 4000 x 3000, taken on its side, with the site's GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 45/1 0/1' } })
    .toBuffer();

for (const store of ['sqlite', 'firestore'] as const) {
  test(`on ${store}: edits through the staff API reach the built pages`, async ({ playwright }) => {
    // Two exports and a real build: minutes on a loaded machine, not seconds.
    test.setTimeout(300_000);
    const stoppers: (() => Promise<unknown> | void)[] = [];
    try {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'studio-flow-data-')), 'data');
      let env: NodeJS.ProcessEnv = { ...process.env, ...embeddedStoreEnv(dataDir) };
      if (store === 'firestore') {
        const [emulator, storage] = await Promise.all([startEmulator(), startFakeCloudStorage()]);
        stoppers.push(
          () => emulator.stop(),
          () => storage.close(),
        );
        env = {
          ...env,
          FIRESTORE_EMULATOR_HOST: emulator.host,
          FIREBASE_PROJECT_ID: `demo-studio-flow-${process.pid}`,
          ADMIN_SESSION_SECRET: 'a session secret for this test, long enough',
          MEDIA_BUCKET: 'demo-studio-flow.firebasestorage.app',
          FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
        };
      }
      // Not execFileSync: the Firestore test server runs in this process and must keep answering.
      const addUser = (account: { email: string; password: string }, ...can: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'add', account.email, ...can], {
          env,
          input: `${account.password}\n`,
        });
      await addUser(EDITOR, '--can', 'content');
      await addUser(SECOND, '--can', 'content');
      await addUser(INBOX);

      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = await startBuiltSite(port, env);
      stoppers.push(() => void server.kill('SIGKILL'));
      const session = async (account: { email: string; password: string }): Promise<APIRequestContext> => {
        const context = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
        stoppers.push(() => context.dispose());
        expect((await context.post(adminApi.session, { data: account })).status()).toBe(204);
        return context;
      };
      const [editor, second, inbox] = [await session(EDITOR), await session(SECOND), await session(INBOX)];

      for (const lang of ['tr', 'en'] as const) {
        const path = adminApiPath(adminApi.contentDocument, { lang, key: 'site' });
        const current = (await (await editor.get(path)).json()) as ContentVersion;
        const data = { ...current.data, hero: { ...(current.data!['hero'] as object), headline: HEADLINES[lang] } };
        const saved = await editor.put(path, { data: { data, baseRevision: current.revision } });
        expect(await saved.json()).toEqual({ revision: current.revision + 1 });
      }

      const uploaded = await editor.post(adminApi.media, { data: await phonePhoto(), headers: { 'content-type': 'image/jpeg' } });
      expect(uploaded.status()).toBe(201);
      const photo = (await uploaded.json()) as { src: string; width: number; height: number };
      expect([photo.width, photo.height]).toEqual([2400, 3200]);
      const base = getContent('tr').projects.projects[0]!.project;
      const project = {
        ...base,
        name: PROJECT.name,
        url: PROJECT.url,
        index: 50,
        primaryImageSource: photo.src,
        imageSources: [photo.src],
      };
      const itemPath = adminApiPath(adminApi.contentItem, { lang: 'tr', key: 'projects', id: PROJECT.id });
      expect((await editor.put(itemPath, { data: { data: project, baseRevision: null } })).status()).toBe(200);

      // The second editor still had revision 0 of the TR site open.
      const trSite = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
      const stale = await second.put(trSite, { data: { data: getContent('tr').site, baseRevision: 0 } });
      expect(stale.status()).toBe(409);
      expect(await stale.json()).toMatchObject({ current: { revision: 1, updatedBy: EDITOR.email } });

      // A wrong company name in EN, then revision 1 restored.
      const enSite = adminApiPath(adminApi.contentDocument, { lang: 'en', key: 'site' });
      const en = (await (await editor.get(enSite)).json()) as ContentVersion;
      expect((await editor.put(enSite, { data: { data: { ...en.data, companyName: 'WRONG' }, baseRevision: en.revision } })).status()).toBe(
        200,
      );
      const restore = adminApiPath(adminApi.contentDocumentRestore, { lang: 'en', key: 'site', revision: 1 });
      expect(await (await editor.post(restore, { data: { baseRevision: 2 } })).json()).toEqual({ revision: 3 });

      expect((await inbox.get(adminApi.content)).status()).toBe(403);
      expect((await inbox.post(adminApi.media, { data: await phonePhoto(), headers: { 'content-type': 'image/jpeg' } })).status()).toBe(
        403,
      );

      const copy = projectCopy();
      await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/export.ts',
          '--store',
          store,
          '--out',
          join(copy, 'content-snapshot'),
          '--uploads',
          join(copy, DEFAULT_UPLOADS_FOLDER),
        ],
        { env },
      );
      const buildEnv: NodeJS.ProcessEnv = {
        ...env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PATH: [resolve('node_modules/.bin'), env['PATH'] ?? ''].join(delimiter),
      };
      for (const name of Object.keys(buildEnv)) if (/^(?:VITEST|NODE_ENV$|TEST$|MODE$)/.test(name)) delete buildEnv[name];
      await run(resolve('node_modules/.bin/astro'), ['build'], { cwd: copy, env: buildEnv });

      const client = join(copy, 'dist', 'client');
      const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
      expect(page(pathFor('home', 'tr'))).toContain(HEADLINES.tr);
      expect(page(pathFor('home', 'en'))).toContain(HEADLINES.en);
      expect(page(pathFor('home', 'en'))).not.toContain('WRONG');
      const projectPage = page(`/proje/${PROJECT.url}`);
      expect(projectPage).toContain(PROJECT.name);
      expect(projectPage).toContain('type="image/avif"');
      expect(projectPage).toContain('type="image/webp"');
      const hash = photo.src
        .split('/')
        .at(-1)!
        .replace(/\.jpg$/, '');
      const files = readdirSync(join(client, '_astro')).filter((file) => file.startsWith(hash));
      expect(files.some((file) => file.endsWith('.avif')) && files.some((file) => file.endsWith('.webp'))).toBe(true);
      for (const file of files) expect((await sharp(join(client, '_astro', file)).metadata()).exif, file).toBeUndefined();
    } finally {
      for (const stop of stoppers.reverse()) await stop();
    }
  });
}
