/**
 * The content store's contract, through the content service, on both stores: a document never
 * saved reads as the snapshot; every save is a revision with who, when and the changed fields;
 * a save from an old revision is refused with the current data; items are created, deleted and
 * restored; the last 50 revisions are kept; and what the export refuses, a save refuses.
 */
import { Query, Transaction } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toStored } from '../../../src/content/document-parts';
import { getContent } from '../../../src/content/loader';
import { createContentService, type ContentService } from '../../../src/server/content/service';
import { KEPT_REVISIONS, type ContentUnit, type UnitChange } from '../../../src/server/store/content';
import type { DocumentKey } from '../../../src/content/documents';
import { languages, type Lang } from '../../../src/i18n/routes';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const EDITOR = 'editor@example.com';
const OTHER = 'other-editor@example.com';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
const site: ContentUnit = { lang: 'tr', key: 'site', item: null };
const project = (item: string): ContentUnit => ({ lang: 'tr', key: 'projects', item });
const baseline = (lang: Lang, key: DocumentKey) => toStored(key, getContent(lang)[key]);
/** A new project in a language, named and addressed by `name`. */
const newProject = (lang: Lang, name: string, index: number) => ({
  ...getContent(lang).projects.projects[0]!.project,
  name,
  url: name.toLowerCase(),
  index,
});

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the content store with the ${kind}`, () => {
    const service = (): ContentService => createContentService(makeStores().contentStore, getContent);

    it('reads a document never saved as the snapshot, at revision 0, with that one revision in its history', async () => {
      const content = service();
      const current = await content.unit(site);
      expect(current).toEqual({
        data: expect.objectContaining({ hero: getContent('tr').site.hero }),
        revision: 0,
        updatedAt: null,
        updatedBy: null,
      });
      expect(await content.history(site)).toEqual([{ ...current, changed: [] }]);
      const projects = await content.document('tr', 'projects');
      expect(projects.items.map((entry) => entry.id)).toEqual(getContent('tr').projects.projects.map((entry) => entry.id));
    });

    it('saves a revision with who, when and the changed fields, and refuses a save from an older revision with the current data', async () => {
      const content = service();
      const before = (await content.unit(site))!.data!;
      const changed = { ...before, hero: { ...(before['hero'] as object), headline: 'Ankara’dan elektromekanik taahhüt' } };
      expect(await content.save(site, changed, 0, EDITOR, at(1))).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      expect(await content.unit(site)).toEqual({ data: changed, revision: 1, updatedAt: at(1).toISOString(), updatedBy: EDITOR });

      const late = { ...before, companyName: 'Başka Ad' };
      const refused = await content.save(site, late, 0, OTHER, at(2));
      expect(refused).toEqual({
        kind: 'conflict',
        current: { data: changed, revision: 1, updatedAt: at(1).toISOString(), updatedBy: EDITOR },
      });
      expect((await content.unit(site))?.revision).toBe(1);

      const history = await content.history(site);
      expect(history.map((record) => [record.revision, record.updatedBy, record.changed])).toEqual([
        [1, EDITOR, ['hero.headline']],
        [0, null, []],
      ]);
      // The other language is a document of its own.
      expect((await content.unit({ ...site, lang: 'en' }))?.revision).toBe(0);
    });

    it('lets exactly one of two saves from the same revision through, also when they race', async () => {
      const content = service();
      const data = (await content.unit(site))!.data!;
      const answers = await Promise.all([
        content.save(site, { ...data, companyName: 'Birinci' }, 0, EDITOR, at(3)),
        content.save(site, { ...data, companyName: 'İkinci' }, 0, OTHER, at(3)),
      ]);
      expect(answers.map((answer) => answer.kind).sort()).toEqual(['conflict', 'saved']);
      const winner = answers.findIndex((answer) => answer.kind === 'saved');
      expect((await content.unit(site))?.data?.['companyName']).toBe(['Birinci', 'İkinci'][winner]);
    });

    it('checks saves of one language one after another: two new projects with one url, sent at once, are one saved and one refused', async () => {
      const content = service();
      const base = getContent('tr').projects.projects[0]!.project;
      const twin = { ...base, name: 'İkiz', url: 'ikiz-proje', index: 60 };
      const answers = await Promise.all([
        content.save(project('p60'), twin, null, EDITOR, at(60)),
        content.save(project('p61'), { ...twin, index: 61 }, null, OTHER, at(60)),
      ]);
      expect(answers.map((answer) => answer.kind).sort()).toEqual(['invalid', 'saved']);
      expect(answers.find((answer) => answer.kind === 'invalid')).toMatchObject({ problems: [{ field: 'url' }] });
    });

    it('writes several units at once or none: one change from an old revision writes nothing of the others', async () => {
      const { contentStore: store } = makeStores();
      const change = (unit: ContentUnit, data: Record<string, unknown> | null, baseRevision: number | null): UnitChange => ({
        unit,
        data,
        baseRevision,
        changed: [],
        reworded: [],
        by: EDITOR,
        at: at(70),
      });
      const enP01: ContentUnit = { lang: 'en', key: 'projects', item: 'p01' };
      const p01 = getContent('en').projects.projects[0]!.project;
      expect(await store.saveUnits([change(enP01, { ...p01, location: 'Ankara' }, 0)], baseline)).toEqual({ saved: true, revisions: [1] });

      const creates = languages.map((lang) => change({ lang, key: 'projects', item: 'p70' }, newProject(lang, 'Atomik', 70), null));
      const stale = change(enP01, { ...p01, location: 'Konya' }, 0);
      expect(await store.saveUnits([...creates, stale], baseline)).toEqual({
        saved: false,
        refused: [{ index: creates.length, current: expect.objectContaining({ revision: 1, updatedBy: EDITOR }) }],
      });
      // Nothing of it: the TR document is still the snapshot, EN has no p70, p01 kept its revision.
      expect(await store.document('tr', 'projects')).toBeUndefined();
      expect((await store.document('en', 'projects'))?.items.has('p70')).toBe(false);
      expect((await store.document('en', 'projects'))?.items.get('p01')).toMatchObject({ revision: 1, data: { location: 'Ankara' } });
      for (const lang of languages) expect(await store.history({ lang, key: 'projects', item: 'p70' })).toEqual([]);

      // From the revision it has now, the same write goes through whole.
      expect(await store.saveUnits([...creates, { ...stale, baseRevision: 1 }], baseline)).toEqual({
        saved: true,
        revisions: [...creates.map(() => 1), 2],
      });
      for (const lang of languages)
        expect((await store.document(lang, 'projects'))?.items.get('p70')).toMatchObject({ revision: 1, data: { name: 'Atomik' } });
    });

    it('lets one of two creates of the same item in every language through whole, also when they race', async () => {
      const { contentStore: store } = makeStores();
      const write = (name: string) =>
        store.saveUnits(
          languages.map((lang) => ({
            unit: { lang, key: 'projects', item: 'p71' },
            data: newProject(lang, name, 71),
            baseRevision: null,
            changed: [],
            reworded: [],
            by: EDITOR,
            at: at(71),
          })),
          baseline,
        );
      const answers = await Promise.all([write('Birinci'), write('İkinci')]);
      const winner = answers.findIndex((answer) => answer.saved);
      expect(answers.filter((answer) => answer.saved)).toHaveLength(1);
      expect(answers[1 - winner]).toEqual({
        saved: false,
        refused: languages.map((_, index) => ({ index, current: expect.objectContaining({ revision: 1 }) })),
      });
      for (const lang of languages) {
        expect((await store.document(lang, 'projects'))?.items.get('p71')?.data).toMatchObject({ name: ['Birinci', 'İkinci'][winner] });
        expect(await store.history({ lang, key: 'projects', item: 'p71' })).toHaveLength(1);
      }
    });

    it('checks a write to every language against each language, and holds every language’s queue: of two with one url, one is saved whole', async () => {
      const content = service();
      const create = (id: string, index: number) =>
        content.saveAll(
          languages.map((lang) => ({
            unit: { lang, key: 'projects', item: id },
            data: newProject(lang, 'Ayni-Adres', index),
            baseRevision: null,
          })),
          EDITOR,
          at(72),
        );
      const single = content.save(site, { ...(await content.unit(site))!.data!, companyName: 'Arada' }, 0, OTHER, at(72));
      const answers = await Promise.all([create('p72', 72), create('p73', 73), single]);
      expect(answers[2]).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      expect(
        answers
          .slice(0, 2)
          .map((answer) => answer.kind)
          .sort(),
      ).toEqual(['invalid', 'saved']);
      const refused = answers.find((answer) => answer.kind === 'invalid');
      // Each language names its own field.
      expect(refused).toEqual({
        kind: 'invalid',
        refused: languages.map((_, index) => ({
          index,
          problems: [
            { field: 'url', code: 'duplicateUrl', values: { value: 'ayni-adres' }, message: expect.stringContaining('ayni-adres') },
          ],
        })),
      });
      const saved = answers[0]!.kind === 'saved' ? 'p72' : 'p73';
      for (const lang of languages) {
        const ids = (await content.document(lang, 'projects')).items.map((entry) => entry.id);
        expect(ids).toContain(saved);
        expect(ids).not.toContain(saved === 'p72' ? 'p73' : 'p72');
      }
    });

    it('lists a deleted item with who deleted it and its last data, and restores it in every language it was deleted in', async () => {
      const content = service();
      const deletes = languages.map((lang) => ({ unit: { lang, key: 'projects' as const, item: 'p02' }, data: null, baseRevision: 0 }));
      expect(await content.saveAll(deletes, OTHER, at(74))).toEqual({
        kind: 'saved',
        revisions: languages.map(() => 1),
        alsoSaved: languages.map(() => ({})),
      });
      for (const lang of languages)
        expect(await content.deletedItems(lang, 'projects')).toEqual([
          {
            id: 'p02',
            deletion: { data: null, revision: 1, updatedAt: at(74).toISOString(), updatedBy: OTHER },
            last: getContent(lang).projects.projects[1]!.project,
          },
        ]);
      const restoring = await content.restoringChanges('projects', 'p02');
      expect(restoring.map((change) => [change.unit.lang, change.baseRevision])).toEqual(languages.map((lang) => [lang, null]));
      expect(await content.saveAll(restoring, EDITOR, at(75))).toEqual({
        kind: 'saved',
        revisions: languages.map(() => 2),
        alsoSaved: languages.map(() => ({})),
      });
      for (const lang of languages) {
        expect(await content.deletedItems(lang, 'projects')).toEqual([]);
        expect(await content.unit({ lang, key: 'projects', item: 'p02' })).toMatchObject({
          data: getContent(lang).projects.projects[1]!.project,
          revision: 2,
        });
      }
      expect(await content.restoringChanges('projects', 'p02')).toEqual([]);
    });

    it('refuses a save of an item deleted meanwhile with the deletion as the store keeps it: who deleted it and when', async () => {
      const content = service();
      const p03 = project('p03');
      const data = (await content.unit(p03))!.data!;
      expect(await content.save(p03, null, 0, OTHER, at(76))).toMatchObject({ kind: 'saved', revision: 1 });
      const answer = await content.saveAll(
        [{ unit: p03, data: { ...data, location: 'Silinirken yazılan' }, baseRevision: 0 }],
        EDITOR,
        at(77),
      );
      expect(answer).toEqual({
        kind: 'conflict',
        refused: [{ index: 0, current: { data: null, revision: 1, updatedAt: at(76).toISOString(), updatedBy: OTHER } }],
      });
      expect((await content.history(p03))[0]).toMatchObject({ data: null, updatedBy: OTHER });
    });

    it('restores an item’s content at the place it has now: a move made since is never undone', async () => {
      const content = service();
      const p07 = project('p07');
      const before = (await content.unit(p07))!.data!;
      expect(await content.save(p07, { ...before, location: 'Yanlış yer' }, 0, EDITOR, at(1))).toMatchObject({
        kind: 'saved',
        revision: 1,
      });
      // Moved to the top of the list: the order is one fact in every language, written to each.
      const moved = await content.save(p07, { ...before, location: 'Yanlış yer', index: 0 }, 1, EDITOR, at(2));
      expect(moved).toMatchObject({ kind: 'saved', revision: 2, alsoSaved: { en: { revision: 1 } } });

      expect(await content.restore(p07, 0, 2, OTHER, at(3))).toEqual({ kind: 'saved', revision: 3, alsoSaved: {} });
      expect((await content.unit(p07))!.data).toEqual({ ...before, index: 0 });
      expect((await content.history(p07))[0]!.changed).toEqual(['location']);
      expect((await content.unit({ ...p07, lang: 'en' }))!).toMatchObject({ revision: 1, data: { index: 0 } });
    });

    it('creates, changes, deletes and restores an item; the snapshot’s other items stay', async () => {
      const content = service();
      const base = getContent('tr').projects.projects[0]!.project;
      const fresh = { ...base, name: 'Polatlı GES', url: 'polatli-ges', index: 99 };
      expect(await content.save(project('p99'), fresh, null, EDITOR, at(4))).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      expect(await content.save(project('p99'), fresh, null, OTHER, at(4))).toMatchObject({ kind: 'conflict', current: { revision: 1 } });
      expect(await content.save(project('p99'), { ...fresh, location: 'Polatlı, Ankara' }, 1, EDITOR, at(5))).toEqual({
        kind: 'saved',
        revision: 2,
        alsoSaved: {},
      });
      const ids = (await content.document('tr', 'projects')).items.map((entry) => entry.id);
      expect(ids).toEqual([...getContent('tr').projects.projects.map((entry) => entry.id), 'p99']);

      expect(await content.save(project('p01'), null, 0, EDITOR, at(6))).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      expect(await content.unit(project('p01'))).toBeUndefined();
      expect((await content.document('tr', 'projects')).items.map((entry) => entry.id)).not.toContain('p01');
      expect((await content.history(project('p01'))).map((record) => [record.revision, record.data === null])).toEqual([
        [1, true],
        [0, false],
      ]);
      // A restore names the revision the editor saw (null: the item was deleted), like a save.
      expect(await content.restore(project('p01'), 0, 5, OTHER, at(7))).toMatchObject({ kind: 'conflict', current: { revision: 1 } });
      expect(await content.restore(project('p01'), 0, null, OTHER, at(7))).toEqual({ kind: 'saved', revision: 2, alsoSaved: {} });
      expect(await content.unit(project('p01'))).toMatchObject({
        data: getContent('tr').projects.projects[0]!.project,
        revision: 2,
        updatedBy: OTHER,
      });
      // Its history names what the restore brought back, field by field, not the whole unit.
      expect((await content.history(project('p01')))[0]!.changed).toEqual(Object.keys(getContent('tr').projects.projects[0]!.project));
      expect((await content.language('tr')).projects.projects.map((entry) => entry.id)).toContain('p99');
    });

    it(`keeps the last ${KEPT_REVISIONS} revisions of a unit`, async () => {
      const { contentStore } = makeStores();
      const content = createContentService(contentStore, getContent);
      const data = (await content.unit(site))!.data!;
      // Straight to the store: what the service checks before a save is proven above, and each
      // check reads the whole language, which fifty saves would pay fifty times.
      for (let revision = 0; revision < KEPT_REVISIONS + 2; revision++) {
        const change = { unit: site, data: { ...data, companyName: `Ad ${revision + 1}` }, baseRevision: revision };
        const answer = await contentStore.saveUnits(
          [{ ...change, changed: ['companyName'], reworded: [], by: EDITOR, at: at(10) }],
          baseline,
        );
        expect(answer).toEqual({ saved: true, revisions: [revision + 1] });
      }
      const history = await content.history(site);
      expect(history).toHaveLength(KEPT_REVISIONS);
      expect(history[0]?.revision).toBe(KEPT_REVISIONS + 2);
      expect(history.at(-1)?.revision).toBe(3);
    });

    it('lets a language be edited and repaired when one of its documents is already broken (by hand, or under older rules)', async () => {
      const stores = makeStores();
      const content = createContentService(stores.contentStore, getContent);
      const header: ContentUnit = { lang: 'tr', key: 'header', item: null };
      const menu = (await content.unit(header))!.data!;
      const items = menu['menuItems'] as Record<string, unknown>[];
      const broken = { ...menu, menuItems: [{ ...items[0], url: '/yok-boyle-bir-sayfa' }, ...items.slice(1)] };
      // Written past the service's checks, as a hand edit in Firestore would be.
      expect(
        await stores.contentStore.saveUnits(
          [{ unit: header, data: broken, baseRevision: 0, changed: [], reworded: [], by: 'console', at: at(40) }],
          baseline,
        ),
      ).toEqual({ saved: true, revisions: [1] });
      const data = (await content.unit(site))!.data!;
      expect(await content.save(site, { ...data, companyName: 'Yine Kaydedilir' }, 0, EDITOR, at(41))).toEqual({
        kind: 'saved',
        revision: 1,
        alsoSaved: {},
      });
      expect(await content.save(header, menu, 1, EDITOR, at(42))).toEqual({ kind: 'saved', revision: 2, alsoSaved: {} });
      await expect(content.language('tr')).resolves.toMatchObject({ site: { companyName: 'Yine Kaydedilir' } });
    });

    it('refuses what the export refuses, naming the field, and saves nothing', async () => {
      const content = service();
      const data = (await content.unit(site))!.data!;
      const scripted = await content.save(site, { ...data, hero: { headline: '<script>alert(1)</script>', lead: 'x' } }, 0, EDITOR, at(20));
      expect(scripted).toEqual({
        kind: 'invalid',
        problems: [{ field: 'hero.headline', code: 'markup', values: {}, message: expect.any(String) }],
      });
      const wrongType = await content.save(site, { ...data, foundingYear: 'two thousand ten' }, 0, EDITOR, at(20));
      expect(wrongType).toMatchObject({ kind: 'invalid', problems: [{ field: 'foundingYear', code: 'notNumber', values: {} }] });
      const otherLanguage = await content.save(site, { ...data, lang: 'en' }, 0, EDITOR, at(20));
      expect(otherLanguage).toEqual({
        kind: 'invalid',
        problems: [{ field: 'lang', code: 'notDocumentLanguage', values: { lang: 'tr' }, message: "'tr', the document's language" }],
      });
      expect(await content.save(site, null, 0, EDITOR, at(20))).toEqual({
        kind: 'invalid',
        problems: [{ field: '(document)', code: 'notDeletable', values: {}, message: 'a document, which cannot be deleted' }],
      });

      const taken = getContent('tr').projects.projects[1]!.project;
      const duplicate = await content.save(project('p01'), { ...taken, index: 1 }, 0, EDITOR, at(21));
      expect(duplicate).toEqual({
        kind: 'invalid',
        problems: [{ field: 'url', code: 'duplicateUrl', values: { value: taken.url }, message: expect.stringContaining(taken.url) }],
      });

      // A link the route table does not know: the build would refuse it, so the save does.
      const header: ContentUnit = { lang: 'tr', key: 'header', item: null };
      const menu = (await content.unit(header))!.data!;
      const items = menu['menuItems'] as Record<string, unknown>[];
      const broken = await content.save(
        header,
        { ...menu, menuItems: [{ ...items[0], url: '/yok-boyle-bir-sayfa' }, ...items.slice(1)] },
        0,
        EDITOR,
        at(22),
      );
      expect(broken).toEqual({
        kind: 'invalid',
        problems: [
          {
            field: 'menuItems[0]',
            code: 'brokenLink',
            values: { text: items[0]!['text'], reason: expect.stringContaining("'/yok-boyle-bir-sayfa' is not a page") },
            message: expect.stringContaining("'/yok-boyle-bir-sayfa' is not a page"),
          },
        ],
      });
      expect((await content.unit(header))?.revision).toBe(0);
      expect((await content.unit(site))?.revision).toBe(0);
      expect(await content.history(project('p01'))).toHaveLength(1);
    });
  });
}

/**
 * A save replaces the unit's data. Real Firestore's set() does the same; the protocol server the
 * tests run Firestore on merges a set() into the document instead, so it cannot show this, and
 * this test runs on the embedded database only.
 */
describe('the content store with the embedded database, replacing a unit', () => {
  it('drops an optional field the editor removed', async () => {
    const [, makeStores] = storeKinds(() => emulator)[0]!;
    const content = createContentService(makeStores().contentStore, getContent);
    const data = (await content.unit(site))!.data!;
    const { url: _url, ...maker } = data['siteMaker'] as Record<string, unknown>;
    expect(await content.save(site, { ...data, siteMaker: maker }, 0, EDITOR, at(30))).toEqual({
      kind: 'saved',
      revision: 1,
      alsoSaved: {},
    });
    expect((await content.unit(site))?.data?.['siteMaker']).toEqual(maker);
    expect((await content.history(site))[0]?.changed).toEqual(['siteMaker.url']);
  });
});

describe('the content store with Firestore, edited by hand in the console', () => {
  it('counts an item removed by hand as deleted, so recreating it continues the numbering', async () => {
    const [, makeStores] = storeKinds(() => emulator)[1]!;
    const stores = makeStores();
    const content = createContentService(stores.contentStore, getContent);
    const fresh = { ...getContent('tr').projects.projects[0]!.project, name: 'Elle Silinen', url: 'elle-silinen', index: 98 };
    expect(await content.save(project('p98'), fresh, null, EDITOR, at(50))).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
    await stores.firestore!.doc('website/tr/pages/projects/completedProjects/p98').delete();
    expect(await content.unit(project('p98'))).toBeUndefined();
    expect(await content.save(project('p98'), fresh, null, EDITOR, at(51))).toEqual({ kind: 'saved', revision: 2, alsoSaved: {} });
    // The snapshot's own items stayed where the first save put them, and keep their revision 0.
    expect((await content.history(project('p01'))).map((record) => record.revision)).toEqual([0]);
  });

  it('gives a document its fields back when they were removed by hand, without bringing back items', async () => {
    const [, makeStores] = storeKinds(() => emulator)[1]!;
    const stores = makeStores();
    const content = createContentService(stores.contentStore, getContent);
    const first = getContent('tr').projects.projects[0]!;
    expect(await content.save(project(first.id), null, 0, EDITOR, at(52))).toMatchObject({ kind: 'saved' });
    await stores.firestore!.doc('website/tr/pages/projects').delete();
    const fields = (await content.unit({ lang: 'tr', key: 'projects', item: null }))!;
    const saved = await content.save(
      { lang: 'tr', key: 'projects', item: null },
      { ...fields.data, header: 'Projelerimiz' },
      fields.revision,
      EDITOR,
      at(53),
    );
    expect(saved).toMatchObject({ kind: 'saved' });
    expect((await content.document('tr', 'projects')).items.map((entry) => entry.id)).not.toContain(first.id);
  });
});

/**
 * "Out of date" marks, per field: a change to a field with words marks that field in the other
 * languages; the other language's edit of it, or "Checked" from the revision that changed it,
 * clears it. Written with the save that causes them, on both stores.
 */
for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`out-of-date marks with the ${kind}`, () => {
    const about = (lang: 'tr' | 'en'): ContentUnit => ({ lang, key: 'aboutTagline', item: null });
    const vision = (lang: 'tr' | 'en') => ({
      ...about(lang),
      field: 'visionContent',
      from: lang === 'en' ? ('tr' as const) : ('en' as const),
    });
    const edit = async (content: ContentService, unit: ContentUnit, change: Record<string, unknown>, by: string, minute: number) => {
      const current = (await content.unit(unit))!;
      return content.save(unit, { ...current.data, ...change }, current.revision, by, at(minute));
    };

    it('marks nothing for a change of spacing alone, though the revision names the field', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const before = getContent('tr').aboutTagline.visionContent;
      const spaced = `  ${before.replace(' ', '  ')} `;
      expect(await edit(content, about('tr'), { visionContent: spaced }, EDITOR, 1)).toMatchObject({ kind: 'saved', revision: 1 });
      expect((await content.history(about('tr')))[0]!.changed).toEqual(['visionContent']);
      expect(await content.outdated(about('en'))).toEqual([]);
      expect(await edit(content, about('tr'), { visionContent: `${before} Bir cümle daha.` }, EDITOR, 2)).toMatchObject({ kind: 'saved' });
      expect((await content.outdated(about('en'))).map((mark) => mark.field)).toEqual(['visionContent']);
    });

    it('clears a mark when its field reads again as it was checked: changed back, or restored', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const before = getContent('tr').aboutTagline.visionContent;
      await edit(content, about('tr'), { visionContent: 'Bir süreliğine başka metin.' }, EDITOR, 1);
      expect((await content.outdated(about('en'))).map((mark) => mark.field)).toEqual(['visionContent']);
      expect(await edit(content, about('tr'), { visionContent: `${before} ` }, EDITOR, 2)).toMatchObject({ kind: 'saved', revision: 2 });
      expect(await content.outdated(about('en'))).toEqual([]);

      await edit(content, about('tr'), { visionContent: 'Yine başka bir metin.' }, OTHER, 3);
      expect((await content.outdated(about('en'))).map((mark) => [mark.field, mark.since])).toEqual([['visionContent', 2]]);
      expect(await content.restore(about('tr'), 2, 3, EDITOR, at(4))).toMatchObject({ kind: 'saved', revision: 4 });
      expect(await content.outdated(about('en'))).toEqual([]);
    });

    it('marks only the edited field in the other language; that language’s edit clears it and marks nothing back', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const before = getContent('tr').aboutTagline.visionContent;
      expect(await edit(content, about('tr'), { visionContent: 'Yeni vizyon metni.' }, EDITOR, 1)).toMatchObject({ kind: 'saved' });
      expect(await content.outdated(about('en'))).toEqual([
        {
          ...vision('en'),
          since: 0,
          revision: 1,
          at: at(1).toISOString(),
          by: EDITOR,
          before,
          beforeKept: true,
          now: 'Yeni vizyon metni.',
        },
      ]);
      expect(await content.outdated(about('tr'))).toEqual([]);
      expect(await content.outdatedCounts('en', 'aboutTagline')).toEqual({ fields: 1, items: new Map() });

      // Facts are no translation: a photo changed in Turkish marks nothing in English.
      expect(await edit(content, about('tr'), { imageSource: '/images/projects/p02/1.jpg' }, EDITOR, 2)).toMatchObject({
        kind: 'saved',
      });
      expect((await content.outdated(about('en'))).map((mark) => mark.field)).toEqual(['visionContent']);
      // The photo is one fact: it reached English too, as English's first revision.
      expect(await content.unit(about('en'))).toMatchObject({ revision: 1, data: { imageSource: '/images/projects/p02/1.jpg' } });

      // A minute later the English text is brought up to date: the mark goes, and Turkish is not marked.
      expect(await edit(content, about('en'), { visionContent: 'A new vision text.' }, OTHER, 3)).toMatchObject({ kind: 'saved' });
      expect(await content.outdated(about('en'))).toEqual([]);
      expect(await content.outdated(about('tr'))).toEqual([]);

      // An English change of its own marks Turkish, that field only.
      expect(await edit(content, about('en'), { missionContent: 'A new mission.' }, OTHER, 4)).toMatchObject({ kind: 'saved' });
      expect((await content.outdated(about('tr'))).map((mark) => [mark.field, mark.from, mark.since, mark.revision])).toEqual([
        ['missionContent', 'en', 2, 3],
      ]);
    });

    it('clears a mark on Checked from the revision that changed the field, and keeps it on a Checked from before a later change', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      await edit(content, about('tr'), { visionContent: 'Birinci değişiklik.' }, EDITOR, 5);
      await edit(content, about('tr'), { visionContent: 'İkinci değişiklik.' }, EDITOR, 6);
      expect(await content.outdated(about('en'))).toMatchObject([
        { field: 'visionContent', since: 0, revision: 2, before: getContent('tr').aboutTagline.visionContent },
      ]);

      // The editor saw revision 1: the change of revision 2 still needs a look, now against revision 1.
      expect(await content.check(vision('en'), 1)).toBe('changed since');
      expect(await content.outdated(about('en'))).toMatchObject([
        { since: 1, revision: 2, before: 'Birinci değişiklik.', now: 'İkinci değişiklik.' },
      ]);

      expect(await content.check(vision('en'), 2)).toBe('cleared');
      expect(await content.outdated(about('en'))).toEqual([]);
      expect(await content.check(vision('en'), 2)).toBe('not marked');
      expect(await content.outdatedCounts('en', 'aboutTagline')).toEqual({ fields: 0, items: new Map() });
    });

    it('gives two saves of one field in two languages at once the marks of one after the other', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const [tr, en] = await Promise.all([content.unit(about('tr')), content.unit(about('en'))]);
      // Each language's save finds the other's mark, whichever commits first, and clears it: neither
      // language is left marked out of date by the other. Two saves that missed each other's marks would leave both.
      const saved = await Promise.all([
        content.save(about('tr'), { ...tr!.data, visionContent: 'Aynı anda yeni vizyon.' }, tr!.revision, EDITOR, at(10)),
        content.save(about('en'), { ...en!.data, visionContent: 'A new vision at the same time.' }, en!.revision, OTHER, at(10)),
      ]);
      expect(saved).toMatchObject([{ kind: 'saved' }, { kind: 'saved' }]);
      expect({ tr: await content.outdated(about('tr')), en: await content.outdated(about('en')) }).toEqual({ tr: [], en: [] });
    });

    it('marks an item’s fields with words only, counts them per item, and lets a deleted item take its marks along', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const first = getContent('tr').projects.projects[0]!;
      const tr: ContentUnit = project(first.id);
      const en: ContentUnit = { ...tr, lang: 'en' };
      expect(
        await edit(
          content,
          tr,
          { customer: 'Yeni İşveren', location: 'Polatlı', ongoing: !first.project.ongoing, url: 'yeni-adres' },
          EDITOR,
          7,
        ),
      ).toMatchObject({ kind: 'saved' });
      expect((await content.outdated(en)).map((mark) => mark.field).sort()).toEqual(['customer', 'location']);
      expect(await content.outdatedCounts('en', 'projects')).toEqual({ fields: 0, items: new Map([[first.id, 2]]) });

      expect(await content.save(tr, null, 1, EDITOR, at(8))).toMatchObject({ kind: 'saved' });
      expect(await content.outdated(en)).toEqual([]);
      expect(await content.outdatedCounts('en', 'projects')).toEqual({ fields: 0, items: new Map() });
    });
  });
}

describe('out-of-date marks are written with their save, or not at all', () => {
  it('with the embedded database: a save whose marks cannot be written is not saved', async () => {
    const [, makeStores] = storeKinds(() => emulator)[0]!;
    const stores = makeStores();
    const content = createContentService(stores.contentStore, getContent);
    const unit: ContentUnit = { lang: 'tr', key: 'aboutTagline', item: null };
    const data = (await content.unit(unit))!.data!;
    stores.database!.get().exec(`CREATE TRIGGER no_marks BEFORE INSERT ON content_outdated BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    await expect(content.save(unit, { ...data, visionContent: 'Yazılamayan vizyon.' }, 0, EDITOR, at(9))).rejects.toThrow('disk full');
    expect((await content.unit(unit))?.revision).toBe(0);
    expect(await content.history(unit)).toHaveLength(1);
  });

  it('with Firestore: a save reads the marks it replaces in the transaction that writes them', async () => {
    // The protocol server runs transactions without isolation, so two saves at once cannot show the
    // race there: what closes it in Firestore is that the marks are read by the committing transaction.
    const [, makeStores] = storeKinds(() => emulator)[1]!;
    const stores = makeStores();
    const content = createContentService(stores.contentStore, getContent);
    const unit: ContentUnit = { lang: 'tr', key: 'aboutTagline', item: null };
    const data = (await content.unit(unit))!.data!;
    const marksOfUnit = stores.firestore!.collection('contentOutdated').where('unit', '==', 'aboutTagline.');
    const isMarksOfUnit = (asked: unknown) => asked instanceof Query && asked.isEqual(marksOfUnit);
    const readInTransaction = vi.spyOn(Transaction.prototype, 'get');
    const readOutside = vi.spyOn(Query.prototype, 'get');
    const created = vi.spyOn(Transaction.prototype, 'create');
    try {
      expect(await content.save(unit, { ...data, visionContent: 'Okunurken yazılan vizyon.' }, 0, EDITOR, at(11))).toMatchObject({
        kind: 'saved',
      });
    } finally {
      vi.restoreAllMocks();
    }
    // A query read alone is asked as itself; one read in a transaction is the transaction's argument.
    expect(readOutside.mock.contexts.filter(isMarksOfUnit)).toEqual([]);
    const readers = readInTransaction.mock.contexts.filter((_, index) => isMarksOfUnit(readInTransaction.mock.calls[index]![0]));
    expect(readers).toHaveLength(1);
    expect(created.mock.contexts).toContain(readers[0]);
    expect((await content.outdated({ ...unit, lang: 'en' })).map((mark) => mark.field)).toEqual(['visionContent']);
  });

  it('with Firestore: a save whose transaction is refused leaves no marks', async () => {
    const [, makeStores] = storeKinds(() => emulator)[1]!;
    const stores = makeStores();
    const content = createContentService(stores.contentStore, getContent);
    const unit: ContentUnit = { lang: 'tr', key: 'aboutTagline', item: null };
    const data = (await content.unit(unit))!.data!;
    // Revision 1 taken already (another server's save, as far as this one can tell): the transaction fails whole.
    await stores.firestore!.collection('contentRevisions').doc('tr.aboutTagline..000000001').set({ unit: 'taken' });
    expect(await content.save(unit, { ...data, visionContent: 'Yazılamayan vizyon.' }, 0, EDITOR, at(9))).toMatchObject({
      kind: 'conflict',
    });
    expect(await content.outdated({ ...unit, lang: 'en' })).toEqual([]);
    expect((await stores.firestore!.collection('contentOutdated').get()).size).toBe(0);
  });
});
