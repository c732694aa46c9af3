/**
 * The export and the seed against a real Firestore protocol server (@firestore-emulator/server
 * driven by firebase-admin), one per file. What the command line itself does (exit codes,
 * messages, --check, a run killed mid-write, recovery) runs the CLI as npm runs it; everything
 * else calls the same library functions in this process: a CLI run costs seconds.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, firestorePath, type Content } from '../../src/content/documents';
import { changeReport, formatChangeReport } from '../../scripts/lib/change-report';
import { ContentError } from '../../src/content/errors';
import type { FirestoreConnection } from '../../src/server/store/firestore/connection';
import { readCount, readFirestoreContent, snapshotFallback, type Fallback } from '../../scripts/lib/read-firestore-content';
import { loadContentByLanguage, seedFirestore } from '../../scripts/lib/seed-firestore';
import { readSnapshotFiles, recoverSnapshot, snapshotFiles, writeExportedSnapshot } from '../../scripts/lib/snapshot-files';
import { SNAPSHOT_META_FILE } from '../../src/content/snapshot-meta';
import { languages, type Lang } from '../../src/i18n/routes';
import { cliTestTimeout, freePort, runScript, startEmulator, type TestEmulator } from './emulator';

let emulator: TestEmulator;
const open: FirestoreConnection[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(() => emulator.stop());

/** What a project's Firestore holds once seeded for this site: the committed snapshot, every language. */
const seedContent = (): Partial<Record<Lang, Content>> => loadContentByLanguage('content-snapshot');

async function seededProject() {
  const connection = emulator.connect();
  open.push(connection);
  await seedFirestore(connection.db, seedContent());
  return connection;
}

/**
 * Rewrites a document without one field. The emulator ignores FieldValue.delete() and merges
 * on set(), so the document is deleted and written again.
 */
async function removeField(db: Firestore, path: string, field: string) {
  const { [field]: _removed, ...rest } = (await db.doc(path).get()).data() ?? {};
  await db.doc(path).delete();
  await db.doc(path).set(rest);
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'export-'));
}

/** A snapshot folder holding the committed snapshot, to export over. */
function committedSnapshotCopy(): string {
  const dir = join(tempDir(), 'content-snapshot');
  cpSync('content-snapshot', dir, { recursive: true });
  return dir;
}

const exportCli = (projectId: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  runScript('scripts/export.ts', args, { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId, ...env });

/**
 * What scripts/export.ts does between its messages, in this process: recover, read, report,
 * write. A missing document keeps the committed snapshot's, or what `fallback` says (the export's: the folder's own).
 */
async function exportInProcess(db: Firestore, out: string, now = new Date(), fallback?: Fallback) {
  recoverSnapshot(out);
  const before = readSnapshotFiles(out);
  const { content, missing } = await readFirestoreContent(db, undefined, fallback);
  const after = snapshotFiles(content);
  const changes = changeReport(before, after);
  writeExportedSnapshot(out, after, changes.length > 0, now);
  return { before, changes, report: formatChangeReport(changes), missing };
}

describe('export (command line)', () => {
  it(
    "into a new folder, keeps the site's snapshot for what every language lacks in Firestore",
    async () => {
      const { db, projectId } = await seededProject();
      for (const lang of languages) await db.doc(firestorePath(lang, 'site')).delete();
      const out = join(tempDir(), 'snapshot');
      const result = await exportCli(projectId, ['--out', out]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('holds no snapshot yet: what the store lacks is kept from content-snapshot/');
      expect(result.stdout).toContain(`${firestorePath(languages[0]!, 'site')}: not in Firestore; the snapshot's document is kept`);
      expect(readSnapshotFiles(out)).toEqual(readSnapshotFiles('content-snapshot'));
    },
    cliTestTimeout(1),
  );

  it(
    'seed -> export into an empty folder gives exactly what was seeded, byte for byte, every time',
    async () => {
      const { db, projectId } = await seededProject();
      const out = join(tempDir(), 'snapshot');
      const first = await exportCli(projectId, ['--out', out]);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Reading Firestore: ${readCount()}/${readCount()} reads`);
      expect(first.stdout).toContain(`Wrote ${snapshotFiles(seedContent()).size} documents`);
      expect(readSnapshotFiles(out)).toEqual(snapshotFiles(seedContent()));
      expect(readSnapshotFiles(out)).toEqual(readSnapshotFiles('content-snapshot'));
      // The export records when it ran, for the admin's dashboard.
      const meta = readFileSync(join(out, SNAPSHOT_META_FILE), 'utf8');
      expect(Date.now() - Date.parse((JSON.parse(meta) as { exportedAt: string }).exportedAt)).toBeLessThan(60_000);
      const second = await exportInProcess(db, out, new Date('2030-01-01T00:00:00.000Z'));
      expect(second.changes).toEqual([]);
      expect(second.report).toContain('No content changes');
      expect(readSnapshotFiles(out)).toEqual(readSnapshotFiles('content-snapshot'));
      // Nothing changed, so no file did: not even the export time.
      expect(readFileSync(join(out, SNAPSHOT_META_FILE), 'utf8')).toBe(meta);
    },
    cliTestTimeout(1),
  );

  it(
    '--check reports the change and writes nothing',
    async () => {
      const { db, projectId } = await seededProject();
      const out = committedSnapshotCopy();
      const before = readSnapshotFiles(out);
      await db.doc('website/tr/components/about-tagline').update({ visionHeader: 'Geleceğimiz' });
      const result = await exportCli(projectId, ['--out', out, '--check']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('~ tr/about-tagline.json changed: visionHeader');
      expect(result.stdout).toContain('--check: nothing written');
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'stops on invalid content with exit 1, naming the Firestore path and field, snapshot byte-identical',
    async () => {
      const { db, projectId } = await seededProject();
      await db.doc('website/en/components/header').update({ logoSource: 42 });
      const out = committedSnapshotCopy();
      const before = readSnapshotFiles(out);
      const result = await exportCli(projectId, ['--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/website\/en\/components\/header: field 'logoSource': expected string, received number/);
      expect(result.stderr).toContain('Nothing was written');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'stops where languages disagree on a fact set once, naming the document and field; --adopt-shared writes the default language’s',
    async () => {
      const { db, projectId } = await seededProject();
      await db.doc('website/en/pages/projects/completedProjects/p04').update({ slider: true });
      await db.doc('website/en/pages/home').update({ 'counters.customers.value': 120 });
      const out = committedSnapshotCopy();
      const before = readSnapshotFiles(out);
      const refused = await exportCli(projectId, ['--out', out]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        "website/en/pages/projects/completedProjects/p04: field 'slider' is shared by every language, but holds true where tr holds false",
      );
      expect(refused.stderr).toContain(
        "website/en/pages/home: field 'counters.customers.value' is shared by every language, but holds 120",
      );
      expect(refused.stderr).toContain('--adopt-shared');
      expect(readSnapshotFiles(out)).toEqual(before);

      const adopted = await exportCli(projectId, ['--out', out, '--adopt-shared']);
      expect(adopted.code).toBe(0);
      expect(adopted.stdout).toContain("adopted tr's value: website/en/pages/projects/completedProjects/p04: field 'slider'");
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(2),
  );

  it(
    'gives up on an unreachable Firestore within the bound, snapshot unchanged',
    async () => {
      const out = committedSnapshotCopy();
      const before = readSnapshotFiles(out);
      const result = await runScript('scripts/export.ts', ['--out', out, '--timeout', '2'], {
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/did not answer within 2 s/);
      expect(result.ms).toBeLessThan(20_000);
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'says what to set when no Firestore is configured',
    async () => {
      const result = await runScript('scripts/export.ts', ['--store', 'firestore', '--out', committedSnapshotCopy()], {});
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('No Firestore is configured');
      expect(result.stderr).toContain('FIREBASE_SERVICE_ACCOUNT');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    cliTestTimeout(1),
  );

  it(
    'rejects a service account secret that is not JSON, without a stack trace',
    async () => {
      const result = await runScript('scripts/export.ts', [], { FIREBASE_SERVICE_ACCOUNT: '{"type": "service_acc' });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('FIREBASE_SERVICE_ACCOUNT is not valid JSON');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    cliTestTimeout(1),
  );
});

describe('export (reading and reporting)', () => {
  it('an edited project shows up as exactly that change, in the snapshot and the report', async () => {
    const { db } = await seededProject();
    const out = committedSnapshotCopy();
    await db.doc('website/en/pages/projects/completedProjects/p03').update({ name: 'Konya Solar Plant, Phase 2' });

    const { before, changes, report } = await exportInProcess(db, out, new Date('2030-01-01T00:00:00.000Z'));
    expect(JSON.parse(readFileSync(join(out, SNAPSHOT_META_FILE), 'utf8'))).toEqual({ exportedAt: '2030-01-01T00:00:00.000Z' });
    const after = readSnapshotFiles(out);
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(changed).toEqual(['en/projects.json']);
    const project = (JSON.parse(after.get('en/projects.json')!) as { projects: { id: string; project: { name: string } }[] }).projects;
    expect(project.find((p) => p.id === 'p03')?.project.name).toBe('Konya Solar Plant, Phase 2');
    expect(changes).toEqual([
      {
        file: 'en/projects.json',
        kind: 'changed',
        fields: [],
        items: [{ kind: 'changed', id: 'p03', label: 'Konya Solar Plant, Phase 2 (p03)' }],
      },
    ]);
    expect(report).toContain('~ en/projects.json changed');
    expect(report).toContain('~ Konya Solar Plant, Phase 2 (p03) changed');
  });

  it('reports added and removed items and changed page fields', async () => {
    const { db } = await seededProject();
    await db
      .doc('website/tr/pages/references/references/r31')
      .set({ index: 31, referenceName: 'Yeni Müşteri', logo: '/images/references/ref-01.svg' });
    await db.doc('website/tr/pages/news/news/iso-45001-belgesi').delete();
    await db.doc('website/tr/pages/news').update({ header: 'Duyurular' });
    const { content } = await readFirestoreContent(db);
    const report = changeReport(readSnapshotFiles('content-snapshot'), snapshotFiles(content));
    expect(report.map((c) => c.file)).toEqual(['tr/news.json', 'tr/references.json']);
    expect(report[0]).toMatchObject({ fields: ['header'], items: [{ kind: 'removed', id: 'iso-45001-belgesi' }] });
    expect(report[1]).toMatchObject({ fields: [], items: [{ kind: 'added', id: 'r31', label: 'Yeni Müşteri (r31)' }] });
  });

  it('turns Firestore timestamps into ISO dates', async () => {
    const { db } = await seededProject();
    await db
      .doc('website/en/pages/news/news/yeni-genel-merkez')
      .update({ createDate: Timestamp.fromDate(new Date('2025-02-03T04:05:06Z')) });
    const { content } = await readFirestoreContent(db);
    expect(content.en.news.news.find((n) => n.id === 'yeni-genel-merkez')?.news.createDate).toBe('2025-02-03T04:05:06.000Z');
  });

  it("keeps the committed snapshot's document where one is missing, and says so", async () => {
    const { db } = await seededProject();
    await db.doc('website/en/components/site').delete();
    const out = committedSnapshotCopy();
    const { before, changes, missing } = await exportInProcess(db, out);
    expect(missing).toEqual(["website/en/components/site: not in Firestore; the snapshot's document is kept"]);
    expect(changes).toEqual([]);
    expect(readSnapshotFiles(out)).toEqual(before);
  });

  it("keeps the snapshot's document where any language lacks one in the store, and says so", async () => {
    const { db } = await seededProject();
    const out = committedSnapshotCopy();
    for (const lang of languages) {
      await db.doc(firestorePath(lang, 'site')).delete();
      await db.doc(firestorePath(lang, 'aboutTagline')).update({ visionHeader: `${lang}: from the store` });
      // The snapshot's document differs from what was seeded: what is kept is told from the seed.
      const file = join(out, lang, 'site.json');
      const site = JSON.parse(readFileSync(file, 'utf8')) as { hero: { headline: string } };
      site.hero.headline = `${lang}: kept from the snapshot`;
      writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
    }
    const { changes, missing } = await exportInProcess(db, out, new Date(), snapshotFallback(out));
    expect(missing).toEqual(languages.map((lang) => `${firestorePath(lang, 'site')}: not in Firestore; the snapshot's document is kept`));
    expect(changes.map((change) => change.file).sort()).toEqual(languages.map((lang) => `${lang}/about-tagline.json`).sort());
    for (const lang of languages) {
      const read = (name: string) => JSON.parse(readFileSync(join(out, lang, name), 'utf8')) as Record<string, unknown>;
      expect((read('site.json')['hero'] as { headline: string }).headline).toBe(`${lang}: kept from the snapshot`);
      expect(read('about-tagline.json')['visionHeader']).toBe(`${lang}: from the store`);
    }
  });

  describe('refuses invalid content, naming the Firestore path and field', () => {
    const cases: [string, (c: FirestoreConnection) => Promise<unknown>, RegExp][] = [
      [
        'a wrong type deep in a sub-collection item',
        ({ db }) => db.doc('website/tr/pages/projects/completedProjects/p01').update({ imageSources: ['/images/a.svg', 5] }),
        /website\/tr\/pages\/projects\/completedProjects\/p01: field 'imageSources\[1\]': expected string, received number/,
      ],
      [
        'a missing required field',
        ({ db }) => removeField(db, 'website/tr/components/about-tagline', 'aboutHeader'),
        /website\/tr\/components\/about-tagline: field 'aboutHeader': expected string, received undefined/,
      ],
      [
        "an image from a Firebase Storage bucket, not the site's own",
        ({ db }) =>
          db
            .doc('website/tr/pages/projects/completedProjects/p01')
            .update({ imageSources: ['/images/a.svg', 'https://firebasestorage.googleapis.com/v0/b/other-bucket/o/x.svg?alt=media'] }),
        /website\/tr\/pages\/projects\/completedProjects\/p01: field 'imageSources\[1\]': expected an image of this site/,
      ],
      [
        'a map that only begins like an embed page',
        ({ db }) => {
          const [office, ...others] = seedContent().en!.contact.offices;
          const map = { ...office!.map!, source: 'https://www.google.com/maps/embedded-anything' };
          return db.doc('website/en/pages/contact').update({ offices: [{ ...office, map }, ...others] });
        },
        /website\/en\/pages\/contact: field 'offices\[0\]\.map\.source': expected the address of one of these map embed pages/,
      ],
      [
        'a staff member without an index',
        ({ db }) => removeField(db, 'website/en/components/our-team/staff/s2', 'index'),
        /website\/en\/components\/our-team\/staff\/s2: field 'index'/,
      ],
      [
        'two projects with one url',
        ({ db }) => db.doc('website/en/pages/projects/completedProjects/p02').update({ url: 'ostim-36-kv-trafo-merkezi' }),
        /website\/en\/pages\/projects: field 'projects\[1\]\.project\.url': expected unique urls, but 'ostim-36-kv-trafo-merkezi' appears twice/,
      ],
      [
        'a menu link to a page that does not exist',
        ({ db }) => db.doc('website/tr/components/footer').update({ shortcuts: [{ index: 0, text: 'Kariyer', url: '/kariyer' }] }),
        /website\/tr\/components\/footer: shortcuts\[0\] \('Kariyer'\): url '\/kariyer' is not a page of the route table/,
      ],
    ];
    for (const [name, breakIt, message] of cases) {
      it(name, async () => {
        const connection = await seededProject();
        await breakIt(connection);
        const read = readFirestoreContent(connection.db);
        await expect(read).rejects.toBeInstanceOf(ContentError);
        await expect(read).rejects.toThrow(message);
      });
    }
  });
});

describe('snapshot writing', () => {
  it(
    'a writer killed mid-write leaves the snapshot byte-identical',
    async () => {
      const out = committedSnapshotCopy();
      const before = readSnapshotFiles(out);
      const result = await runScript('tests/scripts/fixtures/killed-mid-write.ts', [out, '7'], {});
      expect(result.code).not.toBe(0);
      expect(readSnapshotFiles(out)).toEqual(before);
      expect(existsSync(join(out, '..', '.content-snapshot.staging'))).toBe(true);
      // The next export starts by clearing what the killed one left behind.
      const { db } = await seededProject();
      await exportInProcess(db, out);
      expect(existsSync(join(out, '..', '.content-snapshot.staging'))).toBe(false);
      expect(readSnapshotFiles(out)).toEqual(before);
    },
    cliTestTimeout(1),
  );

  it(
    'a writer killed between its two renames gets the last snapshot back',
    async () => {
      const parent = tempDir();
      const out = join(parent, 'content-snapshot');
      cpSync('content-snapshot', join(parent, '.content-snapshot.previous'), { recursive: true });
      mkdirSync(join(parent, '.content-snapshot.staging', 'tr'), { recursive: true });
      const { projectId } = await seededProject();
      const result = await exportCli(projectId, ['--out', out, '--check']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('No content changes');
      expect(readSnapshotFiles(out)).toEqual(readSnapshotFiles('content-snapshot'));
      expect(existsSync(join(parent, '.content-snapshot.previous'))).toBe(false);
      rmSync(parent, { recursive: true });
    },
    cliTestTimeout(1),
  );
});

describe('seed', () => {
  const seedCli = (projectId: string, args: string[]) =>
    runScript('scripts/seed.ts', args, { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId });

  it(
    'refuses to overwrite existing documents, naming them, unless forced',
    async () => {
      const connection = await seededProject();
      await connection.db.doc('website/en/components/header').update({ logoSource: '/images/brand/custom.svg' });
      const refused = await seedCli(connection.projectId, []);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('website/en/components/header');
      expect(refused.stderr).toContain('--force');
      expect((await connection.db.doc('website/en/components/header').get()).get('logoSource')).toBe('/images/brand/custom.svg');

      await connection.db.doc('website/en/pages/references/references/r99').set({ index: 99, referenceName: 'Extra', logo: '/x.svg' });
      const forced = await seedCli(connection.projectId, ['--force']);
      expect(forced.code).toBe(0);
      expect((await connection.db.doc('website/en/components/header').get()).get('logoSource')).toBe('/images/brand/logo-light-en.svg');
      expect((await connection.db.doc('website/en/pages/references/references/r99').get()).exists).toBe(false);
    },
    cliTestTimeout(2),
  );

  it(
    'npm run seed, then npm run export over the snapshot, gives back every document of every language byte for byte',
    async () => {
      const connection = emulator.connect();
      open.push(connection);
      const committed = readSnapshotFiles('content-snapshot');
      const perLanguage = (files: Map<string, string>) =>
        Object.fromEntries(languages.map((lang) => [lang, [...files.keys()].filter((file) => file.startsWith(`${lang}/`)).length]));
      // Every language has its documents in the committed snapshot, German included.
      expect(perLanguage(committed)).toEqual(Object.fromEntries(languages.map((lang) => [lang, documentKeys.length])));
      const seeded = await seedCli(connection.projectId, []);
      expect(seeded.code, seeded.stderr).toBe(0);
      expect(seeded.stdout).toContain('from snapshot');
      const out = committedSnapshotCopy();
      const exported = await exportCli(connection.projectId, ['--out', out]);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).not.toContain('not in Firestore');
      expect(exported.stdout).toContain('No content changes');
      const after = readSnapshotFiles(out);
      expect(perLanguage(after)).toEqual(perLanguage(committed));
      expect(after).toEqual(committed);
    },
    cliTestTimeout(2),
  );

  it('seeds from a snapshot folder', async () => {
    const connection = emulator.connect();
    open.push(connection);
    const folder = committedSnapshotCopy();
    const about = JSON.parse(readFileSync(join(folder, 'en/about-tagline.json'), 'utf8'));
    about.aboutHeader = 'Who We Are';
    writeFileSync(join(folder, 'en/about-tagline.json'), JSON.stringify(about));
    await seedFirestore(connection.db, loadContentByLanguage(folder));
    expect((await connection.db.doc('website/en/components/about-tagline').get()).get('aboutHeader')).toBe('Who We Are');
  });
});
