/**
 * npm run export from the store it is told to use: the embedded database on a machine without
 * Firestore (what editors saved through the staff API becomes the snapshot), and never another
 * store than the one named.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestorePath } from '../../src/content/documents';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import type { ContentStore } from '../../src/server/store/content';
import { createContentService } from '../../src/server/content/service';
import { sqliteContentStore } from '../../src/server/store/sqlite/content-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { readSnapshotFiles } from '../../scripts/lib/snapshot-files';
import { firestoreContentStore } from '../../src/server/store/firestore/content-store';
import { folderMediaStore } from '../../src/server/store/sqlite/media';
import { bucketMediaStore } from '../../src/server/store/firestore/media';
import { firestoreAndStorage } from '../server/store/firestore/test-servers';
import { prepareUpload } from '../../src/server/content/uploads';
import sharp from 'sharp';
import { cliTestTimeout, runScript } from './emulator';

const servers = firestoreAndStorage();

const snapshotCopy = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'export-store-')), 'content-snapshot');
  cpSync('content-snapshot', dir, { recursive: true });
  return dir;
};
const dataDir = () => join(mkdtempSync(join(tmpdir(), 'export-store-data-')), 'data');

/** One document (the about tagline) of each language saved in `store` through the content service. */
async function saveAboutTaglineOfEach(store: ContentStore): Promise<void> {
  const content = createContentService(store, getContent);
  for (const lang of languages) {
    const about = { lang, key: 'aboutTagline', item: null } as const;
    const data = (await content.unit(about))!.data!;
    const saved = await content.save(about, { ...data, visionHeader: `${lang}: saved in the studio` }, 0, 'editor@example.com', new Date());
    expect(saved).toMatchObject({ kind: 'saved' });
  }
}

/**
 * saveAboutTaglineOfEach, and a snapshot copy whose document of that language the store lacks
 * differs from the committed one, so what the export keeps is told apart from what was committed.
 */
async function saveOneDocumentOfEach(store: ContentStore): Promise<string> {
  await saveAboutTaglineOfEach(store);
  const out = snapshotCopy();
  for (const lang of languages) {
    const file = join(out, lang, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as { hero: { headline: string } };
    site.hero.headline = `${lang}: kept from the snapshot`;
    writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  }
  return out;
}

function expectSavedAndKept(out: string) {
  for (const lang of languages) {
    const read = (name: string) => JSON.parse(readFileSync(join(out, lang, name), 'utf8')) as Record<string, unknown>;
    expect(read('about-tagline.json')['visionHeader'], lang).toBe(`${lang}: saved in the studio`);
    expect((read('site.json')['hero'] as { headline: string }).headline, lang).toBe(`${lang}: kept from the snapshot`);
  }
}

describe('npm run export -- --store', () => {
  it(
    'refuses a store it does not know, and a named Firestore that is not configured, writing nothing',
    async () => {
      const out = snapshotCopy();
      const before = readSnapshotFiles(out);
      const unknown = await runScript('scripts/export.ts', ['--store', 'mysql', '--out', out], {});
      expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining("--store must be sqlite or firestore, not 'mysql'") });
      const fromEnv = await runScript('scripts/export.ts', ['--out', out], { CONTENT_STORE: 'firestore' });
      expect(fromEnv).toMatchObject({ code: 2, stderr: expect.stringContaining('No Firestore is configured') });
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(2),
  );

  it(
    'reads the embedded database by default without Firestore; one never written leaves the snapshot as it is',
    async () => {
      const out = snapshotCopy();
      const before = readSnapshotFiles(out);
      const result = await runScript('scripts/export.ts', ['--out', out], { CONTACT_DATA_DIR: dataDir() });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Exporting content from the embedded database');
      expect(result.stdout).toContain('does not exist yet: nothing was edited');
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'writes what editors saved: a new headline in both languages and a new project',
    async () => {
      const dir = dataDir();
      const handle = databaseHandle(dir, () => {});
      const content = createContentService(sqliteContentStore(handle), getContent);
      const at = new Date('2026-11-25T10:00:00Z');
      for (const lang of ['tr', 'en'] as const) {
        const site = { lang, key: 'site', item: null } as const;
        const data = (await content.unit(site))!.data!;
        const hero = { ...(data['hero'] as object), headline: `${lang}: Ankara’dan elektromekanik taahhüt` };
        expect(await content.save(site, { ...data, hero }, 0, 'editor@example.com', at)).toEqual({
          kind: 'saved',
          revision: 1,
          alsoSaved: {},
        });
      }
      const photo = await prepareUpload(
        await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e0a030' } })
          .jpeg()
          .toBuffer(),
      );
      if (!photo.ok) throw new Error(photo.error);
      await folderMediaStore(dir).put(photo.upload.name, photo.upload.bytes);
      const src = `/images/uploads/${photo.upload.name}`;
      const base = getContent('tr').projects.projects[0]!.project;
      const project = {
        ...base,
        name: 'Polatlı GES',
        url: 'polatli-ges',
        index: 50,
        primaryImageSource: src,
        imageSources: [src],
        imageAlts: ['Polatlı GES: panel rows'],
      };
      const saved = await content.save({ lang: 'tr', key: 'projects', item: 'p50' }, project, null, 'editor@example.com', at);
      expect(saved).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      handle.close();

      const out = snapshotCopy();
      const uploads = join(mkdtempSync(join(tmpdir(), 'export-uploads-')), 'uploads');
      const result = await runScript('scripts/export.ts', ['--store', 'sqlite', '--out', out, '--uploads', uploads], {
        CONTACT_DATA_DIR: dir,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/changed.*tr\/site\.json/s);
      expect(result.stdout).toContain(`Wrote 1 uploaded image(s) to ${uploads}/: ${photo.upload.name}`);
      expect(readFileSync(join(uploads, photo.upload.name))).toEqual(photo.upload.bytes);
      const tr = JSON.parse(readFileSync(join(out, 'tr', 'site.json'), 'utf8')) as { hero: { headline: string } };
      const en = JSON.parse(readFileSync(join(out, 'en', 'site.json'), 'utf8')) as { hero: { headline: string } };
      expect([tr.hero.headline, en.hero.headline]).toEqual([
        'tr: Ankara’dan elektromekanik taahhüt',
        'en: Ankara’dan elektromekanik taahhüt',
      ]);
      const projects = JSON.parse(readFileSync(join(out, 'tr', 'projects.json'), 'utf8')) as { projects: { id: string }[] };
      expect(projects.projects.map((entry) => entry.id)).toContain('p50');
    },
    cliTestTimeout(1),
  );

  it(
    "into a new folder, lays what editors saved over the site's snapshot: every language complete, German too",
    async () => {
      const dir = dataDir();
      const handle = databaseHandle(dir, () => {});
      await saveAboutTaglineOfEach(sqliteContentStore(handle));
      handle.close();

      const out = join(mkdtempSync(join(tmpdir(), 'export-store-new-')), 'snapshot');
      const result = await runScript('scripts/export.ts', ['--store', 'sqlite', '--out', out], { CONTACT_DATA_DIR: dir });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('holds no snapshot yet: what the store lacks is kept from content-snapshot/');
      const site = readSnapshotFiles('content-snapshot');
      const exported = readSnapshotFiles(out);
      expect([...exported.keys()].sort()).toEqual([...site.keys()].sort());
      for (const [file, text] of exported) {
        const saved = languages.some((lang) => file === `${lang}/about-tagline.json`);
        if (saved) expect(text, file).toContain(': saved in the studio');
        else expect(text, file).toBe(site.get(file));
      }
    },
    cliTestTimeout(1),
  );

  it(
    "keeps, in a language without built-in content, the snapshot's document the embedded database lacks",
    async () => {
      const dir = dataDir();
      const handle = databaseHandle(dir, () => {});
      const out = await saveOneDocumentOfEach(sqliteContentStore(handle));
      handle.close();
      const result = await runScript('scripts/export.ts', ['--store', 'sqlite', '--out', out], { CONTACT_DATA_DIR: dir });
      expect(result.code, result.stderr).toBe(0);
      for (const lang of languages) expect(result.stdout).toContain(`~ ${lang}/about-tagline.json changed: visionHeader`);
      expectSavedAndKept(out);
    },
    cliTestTimeout(1),
  );

  it(
    'stops, naming the field, when the content names an upload neither the store nor the folder has',
    async () => {
      const dir = dataDir();
      const handle = databaseHandle(dir, () => {});
      const content = createContentService(sqliteContentStore(handle), getContent);
      const base = getContent('tr').projects.projects[0]!.project;
      const lost = `/images/uploads/${'0'.repeat(32)}.jpg`;
      const project = { ...base, name: 'Kayıp Fotoğraf', url: 'kayip-fotograf', index: 51, primaryImageSource: lost };
      await content.save({ lang: 'tr', key: 'projects', item: 'p51' }, project, null, 'editor@example.com', new Date());
      handle.close();
      const out = snapshotCopy();
      const before = readSnapshotFiles(out);
      const uploads = join(mkdtempSync(join(tmpdir(), 'export-uploads-')), 'uploads');
      const result = await runScript('scripts/export.ts', ['--out', out, '--uploads', uploads], { CONTACT_DATA_DIR: dir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`content tr/projects: field 'projects[`);
      expect(result.stderr).toContain(`the uploaded image ${lost} is neither in ${uploads} nor in the store`);
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'reads in Firestore what editors saved there: a changed headline, an item deleted, an upload from Cloud Storage',
    async () => {
      const connection = servers.emulator.connect();
      const content = createContentService(firestoreContentStore(connection.db), getContent);
      const at = new Date('2026-11-25T10:00:00Z');
      const site = { lang: 'en', key: 'site', item: null } as const;
      const data = (await content.unit(site))!.data!;
      const hero = { ...(data['hero'] as object), headline: 'Electromechanical contracting from Ankara' };
      expect(await content.save(site, { ...data, hero }, 0, 'editor@example.com', at)).toEqual({
        kind: 'saved',
        revision: 1,
        alsoSaved: {},
      });
      const bucket = 'demo-export-uploads';
      const photo = await prepareUpload(
        await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3060a0' } })
          .jpeg()
          .toBuffer(),
      );
      if (!photo.ok) throw new Error(photo.error);
      await bucketMediaStore(connection.bucket({ bucket, emulatorHost: servers.storage.host })).put(photo.upload.name, photo.upload.bytes);
      const about = { lang: 'en', key: 'aboutTagline', item: null } as const;
      const aboutData = (await content.unit(about))!.data!;
      const src = `/images/uploads/${photo.upload.name}`;
      expect(await content.save(about, { ...aboutData, imageSource: src }, 0, 'editor@example.com', at)).toMatchObject({ kind: 'saved' });
      const gone = getContent('en').references.references[0]!.id;
      expect(await content.save({ lang: 'en', key: 'references', item: gone }, null, 0, 'editor@example.com', at)).toMatchObject({
        kind: 'saved',
      });

      const out = snapshotCopy();
      const uploads = join(mkdtempSync(join(tmpdir(), 'export-uploads-')), 'uploads');
      const result = await runScript('scripts/export.ts', ['--store', 'firestore', '--out', out, '--uploads', uploads], {
        FIRESTORE_EMULATOR_HOST: servers.emulator.host,
        FIREBASE_PROJECT_ID: connection.projectId,
        MEDIA_BUCKET: bucket,
        FIREBASE_STORAGE_EMULATOR_HOST: servers.storage.host,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(join(uploads, photo.upload.name))).toEqual(photo.upload.bytes);
      // What nobody wrote to this Firestore keeps what the site shows now, as the studio read it.
      expect(result.stdout).toContain("website/tr/pages/contact: not in Firestore; the snapshot's document is kept");
      const en = JSON.parse(readFileSync(join(out, 'en', 'site.json'), 'utf8')) as { hero: { headline: string } };
      expect(en.hero.headline).toBe('Electromechanical contracting from Ankara');
      const references = JSON.parse(readFileSync(join(out, 'en', 'references.json'), 'utf8')) as { references: { id: string }[] };
      expect(references.references.map((entry) => entry.id)).toEqual(
        getContent('en')
          .references.references.map((entry) => entry.id)
          .filter((id) => id !== gone),
      );
      await connection.close();
    },
    cliTestTimeout(1),
  );

  it(
    "keeps, in a language without built-in content, the snapshot's document Firestore lacks, and says so",
    async () => {
      const connection = servers.emulator.connect();
      const out = await saveOneDocumentOfEach(firestoreContentStore(connection.db));
      const result = await runScript('scripts/export.ts', ['--store', 'firestore', '--out', out], {
        FIRESTORE_EMULATOR_HOST: servers.emulator.host,
        FIREBASE_PROJECT_ID: connection.projectId,
      });
      expect(result.code, result.stderr).toBe(0);
      for (const lang of languages)
        expect(result.stdout).toContain(`${firestorePath(lang, 'site')}: not in Firestore; the snapshot's document is kept`);
      expectSavedAndKept(out);
      await connection.close();
    },
    cliTestTimeout(1),
  );
});
