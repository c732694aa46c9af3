/**
 * Facts set once (`shared` in the schemas), on both stores: a save in one language writes the
 * shared values it changes into the same unit of every other language where it exists, in the
 * same store write and as each language's own new revision; a language that moved meanwhile is
 * read again once, else the save is a conflict; a write of several languages that disagree on a
 * shared field is refused, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStored } from '../../../src/content/document-parts';
import { getContent } from '../../../src/content/loader';
import { createContentService } from '../../../src/server/content/service';
import type { ContentStore, ContentUnit } from '../../../src/server/store/content';
import { languages, type Lang } from '../../../src/i18n/routes';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { storeKinds } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const EDITOR = 'editor@example.com';
const OTHER = 'other-editor@example.com';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
const [first, ...others] = languages as [Lang, ...Lang[]];
const project = (lang: Lang, item = 'p04'): ContentUnit => ({ lang, key: 'projects', item });
const home = (lang: Lang): ContentUnit => ({ lang, key: 'home', item: null });

/** A store that lets `meanwhile` run before each of its first `times` writes, as another server's save would. */
function racing(store: ContentStore, times: number, meanwhile: () => Promise<unknown>): ContentStore {
  let left = times;
  return {
    ...store,
    async saveUnits(changes, baseline) {
      if (left-- > 0) await meanwhile();
      return store.saveUnits(changes, baseline);
    },
  };
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`shared fields with the ${kind}`, () => {
    it('a project put on the slider in one language is on it in every language, each a new revision of its own, translated fields untouched', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const before = (await content.unit(project(first)))!.data!;
      expect(before['slider']).toBe(false);
      const answer = await content.save(project(first), { ...before, slider: true, name: 'Yeni ad' }, 0, EDITOR, at(1));
      expect(answer).toEqual({
        kind: 'saved',
        revision: 1,
        alsoSaved: Object.fromEntries(
          others.map((lang) => [
            lang,
            {
              data: { ...getContent(lang).projects.projects[3]!.project, slider: true },
              revision: 1,
              updatedAt: at(1).toISOString(),
              updatedBy: EDITOR,
            },
          ]),
        ),
      });
      for (const lang of others) {
        const other = (await content.unit(project(lang)))!;
        expect(other).toMatchObject({ revision: 1, updatedBy: EDITOR, data: { slider: true } });
        expect(other.data!['name']).toBe(getContent(lang).projects.projects[3]!.project.name);
        expect((await content.history(project(lang))).map((record) => [record.revision, record.changed])).toEqual([
          [1, ['slider']],
          [0, []],
        ]);
      }
      // Revisions stay per language: the other language saves from its own revision 1, not 0.
      const otherLang = others[0]!;
      const stale = await content.save(project(otherLang), (await content.unit(project(otherLang)))!.data!, 0, OTHER, at(2));
      expect(stale).toMatchObject({ kind: 'conflict', current: { revision: 1 } });
    });

    it('writes a counter figure (nested in a group) to every language, and nothing more when only words change', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const data = (await content.unit(home(first)))!.data!;
      const counters = data['counters'] as Record<string, { value: number; label: string }>;
      const figure = { ...counters, completed: { ...counters['completed']!, value: 50 } };
      const saved = await content.save(home(first), { ...data, counters: figure }, 0, EDITOR, at(3));
      expect(saved.kind === 'saved' && Object.keys(saved.alsoSaved)).toEqual(others);
      for (const lang of others) {
        const other = (await content.unit(home(lang)))!.data!['counters'] as typeof counters;
        expect(other['completed']).toEqual({ value: 50, label: getContent(lang).home.counters.completed.label });
      }
      const words = { ...figure, completed: { ...figure.completed!, label: 'Biten proje' } };
      const wordsOnly = await content.save(home(first), { ...data, counters: words }, 1, EDITOR, at(4));
      expect(wordsOnly).toEqual({ kind: 'saved', revision: 2, alsoSaved: {} });
      for (const lang of others) expect((await content.unit(home(lang)))!.revision).toBe(1);
    });

    it('a photo added in one language reaches every language, whose alt texts follow their photos', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const p01 = (await content.unit(project(first, 'p01')))!.data!;
      const photos = p01['imageSources'] as string[];
      const alts = p01['imageAlts'] as string[];
      // The last photo first, and one photo more.
      const moved = {
        ...p01,
        imageSources: [photos.at(-1)!, ...photos.slice(0, -1), '/images/projects/p02-1.jpg'],
        imageAlts: [alts.at(-1)!, ...alts.slice(0, -1), 'Yeni fotoğraf'],
      };
      expect((await content.save(project(first, 'p01'), moved, 0, EDITOR, at(5))).kind).toBe('saved');
      for (const lang of others) {
        const own = getContent(lang).projects.projects[0]!.project;
        const other = (await content.unit(project(lang, 'p01')))!.data!;
        expect(other['imageSources']).toEqual(moved.imageSources);
        expect(other['imageAlts']).toEqual([own.imageAlts!.at(-1), ...own.imageAlts!.slice(0, -1), 'Yeni fotoğraf']);
      }
    });

    it('reaches only the languages the item exists in', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const fresh = { ...getContent(first).projects.projects[0]!.project, url: 'tek-dilde', name: 'Tek dilde', index: 60 };
      expect(await content.save(project(first, 'p60'), fresh, null, EDITOR, at(6))).toEqual({ kind: 'saved', revision: 1, alsoSaved: {} });
      expect(await content.save(project(first, 'p60'), { ...fresh, slider: true }, 1, EDITOR, at(7))).toEqual({
        kind: 'saved',
        revision: 2,
        alsoSaved: {},
      });
      for (const lang of others) expect(await content.unit(project(lang, 'p60'))).toBeUndefined();
    });

    it('refuses a write of every language whose shared fields disagree, naming the field, and saves nothing', async () => {
      const content = createContentService(makeStores().contentStore, getContent);
      const changes = languages.map((lang, position) => ({
        unit: project(lang, 'p61'),
        data: { ...getContent(lang).projects.projects[0]!.project, url: 'iki-sira', index: 61 + position },
        baseRevision: null,
      }));
      expect(await content.saveAll(changes, EDITOR, at(8))).toEqual({
        kind: 'invalid',
        refused: others.map((_, position) => ({
          index: position + 1,
          problems: [{ field: 'index', code: 'notShared', values: { lang: first }, message: expect.stringContaining(first) }],
        })),
      });
      for (const lang of languages) expect(await content.unit(project(lang, 'p61'))).toBeUndefined();
    });

    it('restores a deleted item in every language with the first language’s facts where old revisions disagree', async () => {
      const stores = makeStores();
      const content = createContentService(stores.contentStore, getContent);
      // Saved one language at a time before the order was shared (written to the store directly).
      const old = (lang: Lang, index: number) => ({ ...getContent(lang).projects.projects[0]!.project, url: 'eski', index });
      for (const [position, lang] of languages.entries()) {
        const unit = project(lang, 'p62');
        expect(
          await stores.contentStore.saveUnits(
            [{ unit, data: old(lang, 62 + position), baseRevision: null, changed: [], reworded: [], by: EDITOR, at: at(9) }],
            (l, key) => toStored(key, getContent(l)[key]),
          ),
        ).toMatchObject({ saved: true });
      }
      const deletes = languages.map((lang) => ({ unit: project(lang, 'p62'), data: null, baseRevision: 1 }));
      expect((await content.saveAll(deletes, EDITOR, at(10))).kind).toBe('saved');
      const restoring = await content.restoringChanges('projects', 'p62');
      expect(restoring.map((change) => change.data!['index'])).toEqual(languages.map(() => 62));
      expect((await content.saveAll(restoring, EDITOR, at(11))).kind).toBe('saved');
    });

    it('reads again once when another language moved between reading and writing it, keeping that language’s own change', async () => {
      const stores = makeStores();
      const plain = createContentService(stores.contentStore, getContent);
      const otherLang = others[0]!;
      const meanwhile = async () => {
        const theirs = (await plain.unit(project(otherLang)))!;
        await plain.save(project(otherLang), { ...theirs.data!, name: 'Aradaki ad' }, theirs.revision, OTHER, at(12));
      };
      const content = createContentService(racing(stores.contentStore, 1, meanwhile), getContent);
      const before = (await content.unit(project(first)))!.data!;
      const saved = await content.save(project(first), { ...before, completed: false, ongoing: true }, 0, EDITOR, at(13));
      expect(saved).toMatchObject({ kind: 'saved', revision: 1, alsoSaved: { [otherLang]: { revision: 2 } } });
      expect((await content.unit(project(otherLang)))!.data).toMatchObject({ name: 'Aradaki ad', completed: false, ongoing: true });
    });

    it('answers a conflict, writing nothing, when another language moves again on the second try', async () => {
      const stores = makeStores();
      const plain = createContentService(stores.contentStore, getContent);
      const otherLang = others[0]!;
      let names = 0;
      const meanwhile = async () => {
        const theirs = (await plain.unit(project(otherLang)))!;
        await plain.save(project(otherLang), { ...theirs.data!, name: `Ad ${++names}` }, theirs.revision, OTHER, at(14));
      };
      const content = createContentService(racing(stores.contentStore, 2, meanwhile), getContent);
      const before = (await content.unit(project(first)))!.data!;
      const answer = await content.save(project(first), { ...before, slider: true }, 0, EDITOR, at(15));
      expect(answer).toMatchObject({ kind: 'conflict', current: { revision: 0 } });
      expect((await content.unit(project(first)))!.revision).toBe(0);
      expect((await content.unit(project(otherLang)))!.data).toMatchObject({ name: 'Ad 2', slider: false });
    });
  });
}
