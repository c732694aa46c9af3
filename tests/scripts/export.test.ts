/**
 * The export and the seed against a real Firestore protocol server (@firestore-emulator/server
 * driven by firebase-admin), the CLI run as npm runs it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentByLanguage } from '../../src/content/defaults';
import { changeReport } from '../../scripts/lib/change-report';
import type { FirestoreConnection } from '../../src/server/firestore-connection';
import { readCount, readFirestoreContent } from '../../scripts/lib/read-firestore-content';
import { seedFirestore } from '../../scripts/lib/seed-firestore';
import { readSnapshotFiles, snapshotFiles } from '../../scripts/lib/snapshot-files';
import { freePort, runScript, startEmulator, type TestEmulator } from './emulator';

let emulator: TestEmulator;
const open: FirestoreConnection[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(() => emulator.stop());

async function seededProject() {
  const connection = emulator.connect();
  open.push(connection);
  await seedFirestore(connection.db, defaultContentByLanguage());
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

describe('export', () => {
  it('seed -> export gives exactly the defaults, byte for byte, every time', async () => {
    const { projectId } = await seededProject();
    const out = join(tempDir(), 'snapshot');
    const first = await exportCli(projectId, ['--out', out]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(readSnapshotFiles(out)).toEqual(snapshotFiles(defaultContentByLanguage()));
    expect(readSnapshotFiles(out)).toEqual(readSnapshotFiles('content-snapshot'));
    const second = await exportCli(projectId, ['--out', out]);
    expect(second.stdout).toContain('No content changes');
    expect(first.stdout).toContain(`Reading Firestore: ${readCount()}/${readCount()} reads`);
  });

  it('an edited project shows up as exactly that change, in the snapshot and the report', async () => {
    const { db, projectId } = await seededProject();
    const out = committedSnapshotCopy();
    const before = readSnapshotFiles(out);
    await db.doc('website/en/pages/projects/completedProjects/p03').update({ name: 'Konya Solar Plant, Phase 2' });

    const result = await exportCli(projectId, ['--out', out]);
    expect(result.code).toBe(0);
    const after = readSnapshotFiles(out);
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(changed).toEqual(['en/projects.json']);
    const project = (JSON.parse(after.get('en/projects.json')!) as { projects: { id: string; project: { name: string } }[] }).projects;
    expect(project.find((p) => p.id === 'p03')?.project.name).toBe('Konya Solar Plant, Phase 2');
    expect(changeReport(before, after)).toEqual([
      { file: 'en/projects.json', kind: 'changed', fields: [], items: [{ kind: 'changed', id: 'p03', label: 'Konya Solar Plant, Phase 2 (p03)' }] },
    ]);
    expect(result.stdout).toContain('~ en/projects.json changed');
    expect(result.stdout).toContain('~ Konya Solar Plant, Phase 2 (p03) changed');
  });

  it('reports added and removed items and changed page fields', async () => {
    const { db } = await seededProject();
    await db.doc('website/tr/pages/references/references/r31').set({ index: 31, referenceName: 'Yeni Müşteri', logo: '/images/references/ref-01.svg' });
    await db.doc('website/tr/pages/news/news/iso-45001-belgesi').delete();
    await db.doc('website/tr/pages/news').update({ header: 'Duyurular' });
    const { content } = await readFirestoreContent(db);
    const report = changeReport(readSnapshotFiles('content-snapshot'), snapshotFiles(content));
    expect(report.map((c) => c.file)).toEqual(['tr/news.json', 'tr/references.json']);
    expect(report[0]).toMatchObject({ fields: ['header'], items: [{ kind: 'removed', id: 'iso-45001-belgesi' }] });
    expect(report[1]).toMatchObject({ fields: [], items: [{ kind: 'added', id: 'r31', label: 'Yeni Müşteri (r31)' }] });
  });

  it('--check reports the change and writes nothing', async () => {
    const { db, projectId } = await seededProject();
    const out = committedSnapshotCopy();
    const before = readSnapshotFiles(out);
    await db.doc('website/tr/components/about-tagline').update({ visionHeader: 'Geleceğimiz' });
    const result = await exportCli(projectId, ['--out', out, '--check']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('~ tr/about-tagline.json changed: visionHeader');
    expect(readSnapshotFiles(out)).toEqual(before);
  });

  it('turns Firestore timestamps into ISO dates', async () => {
    const { db } = await seededProject();
    await db.doc('website/en/pages/news/news/yeni-genel-merkez').update({ createDate: Timestamp.fromDate(new Date('2025-02-03T04:05:06Z')) });
    const { content } = await readFirestoreContent(db);
    expect(content.en.news.news.find((n) => n.id === 'yeni-genel-merkez')?.news.createDate).toBe('2025-02-03T04:05:06.000Z');
  });

  it('keeps the default of a missing document and says so', async () => {
    const { db, projectId } = await seededProject();
    await db.doc('website/en/components/site').delete();
    const out = committedSnapshotCopy();
    const before = readSnapshotFiles(out);
    const result = await exportCli(projectId, ['--out', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('default kept: website/en/components/site: not in Firestore; the built-in default is kept');
    expect(readSnapshotFiles(out)).toEqual(before);
  });

  describe('stops, names the Firestore path and field, and leaves the snapshot byte-identical', () => {
    const cases: [string, (c: FirestoreConnection) => Promise<unknown>, RegExp][] = [
      [
        'a page field of the wrong type',
        ({ db }) => db.doc('website/en/components/header').update({ logoSource: 42 }),
        /website\/en\/components\/header: field 'logoSource': expected string, received number/,
      ],
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
        'a staff member without an index',
        ({ db }) => removeField(db, 'website/en/components/our-team/staff/s2', 'index'),
        /website\/en\/components\/our-team\/staff\/s2: field 'index'/,
      ],
      [
        'two projects with one url',
        ({ db }) => db.doc('website/en/pages/projects/completedProjects/p02').update({ url: 'ostim-36-kv-trafo-merkezi' }),
        /website\/en\/pages\/projects: field 'projects': expected unique urls, but 'ostim-36-kv-trafo-merkezi' appears twice/,
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
        const out = committedSnapshotCopy();
        const before = readSnapshotFiles(out);
        const result = await exportCli(connection.projectId, ['--out', out]);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(message);
        expect(result.stderr).toContain('Nothing was written');
        expect(readSnapshotFiles(out)).toEqual(before);
      });
    }
  });

  it('gives up on an unreachable Firestore within the bound, snapshot unchanged', async () => {
    const out = committedSnapshotCopy();
    const before = readSnapshotFiles(out);
    const result = await runScript('scripts/export.ts', ['--out', out, '--timeout', '2'], {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/did not answer within 2 s/);
    expect(result.ms).toBeLessThan(20_000);
    expect(readSnapshotFiles(out)).toEqual(before);
  });

  it('says what to set when no Firestore is configured', async () => {
    const result = await runScript('scripts/export.ts', ['--out', committedSnapshotCopy()], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('No Firestore is configured');
    expect(result.stderr).toContain('FIREBASE_SERVICE_ACCOUNT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects a service account secret that is not JSON, without a stack trace', async () => {
    const result = await runScript('scripts/export.ts', [], { FIREBASE_SERVICE_ACCOUNT: '{"type": "service_acc' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('FIREBASE_SERVICE_ACCOUNT is not valid JSON');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('snapshot writing', () => {
  it('a writer killed mid-write leaves the snapshot byte-identical', async () => {
    const out = committedSnapshotCopy();
    const before = readSnapshotFiles(out);
    const result = await runScript('tests/scripts/fixtures/killed-mid-write.ts', [out, '7'], {});
    expect(result.code).not.toBe(0);
    expect(readSnapshotFiles(out)).toEqual(before);
    expect(existsSync(join(out, '..', '.content-snapshot.staging'))).toBe(true);
    // The next export starts by clearing what the killed one left behind.
    const { projectId } = await seededProject();
    expect((await exportCli(projectId, ['--out', out])).code).toBe(0);
    expect(existsSync(join(out, '..', '.content-snapshot.staging'))).toBe(false);
    expect(readSnapshotFiles(out)).toEqual(before);
  });

  it('a writer killed between its two renames gets the last snapshot back', async () => {
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
  });
});

describe('seed', () => {
  const seedCli = (projectId: string, args: string[]) =>
    runScript('scripts/seed.ts', args, { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId });

  it('refuses to overwrite existing documents, naming them, unless forced', async () => {
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
    expect((await connection.db.doc('website/en/components/header').get()).get('logoSource')).toBe('/images/brand/logo-light.svg');
    expect((await connection.db.doc('website/en/pages/references/references/r99').get()).exists).toBe(false);
  });

  it('seeds from a snapshot folder', async () => {
    const connection = emulator.connect();
    open.push(connection);
    const folder = committedSnapshotCopy();
    const about = JSON.parse(readFileSync(join(folder, 'en/about-tagline.json'), 'utf8'));
    about.aboutHeader = 'Who We Are';
    writeFileSync(join(folder, 'en/about-tagline.json'), JSON.stringify(about));
    const result = await seedCli(connection.projectId, ['--from', folder]);
    expect(result.code).toBe(0);
    expect((await connection.db.doc('website/en/components/about-tagline').get()).get('aboutHeader')).toBe('Who We Are');
  });
});
