/**
 * One press of Save over several languages (adminApi.contentDocumentLanguages and
 * contentItemLanguages), on both stores: every language written in one write or none, a refusal
 * in one language naming only that language's fields, a colleague's save in one language holding
 * back the others, and a body the API cannot read refused with where.
 */
import { describe, expect, it } from 'vitest';
import { getContent } from '../../../src/content/loader';
import type {
  ContentVersion,
  FieldProblemsAnswer,
  ItemConflictAnswer,
  ItemFieldProblemsAnswer,
  LanguagesSavedAnswer,
} from '../../../src/admin-api/contract';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { addStaff, client, EDITOR, STAFF, storeKinds } from '../store/stores';

const servers = firestoreAndStorage();

const p06 = (lang: string) => adminApiPath(adminApi.contentItem, { lang, key: 'projects', id: 'p06' });
const p06Languages = adminApiPath(adminApi.contentItemLanguages, { key: 'projects', id: 'p06' });
const siteLanguages = adminApiPath(adminApi.contentDocumentLanguages, { key: 'site' });
const site = (lang: string) => adminApiPath(adminApi.contentDocument, { lang, key: 'site' });

for (const [kind, makeStores] of storeKinds(() => servers.emulator)) {
  describe(`a save of several languages with the ${kind}`, () => {
    async function editor() {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const api = client(stores);
      expect((await api.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
      const read = async (path: string) => (await (await api.call('GET', path)).json()) as ContentVersion;
      return { api, stores, read };
    }

    it('refused in one language (a page address another project has) writes no language, naming only that one', async () => {
      const { api, read } = await editor();
      const taken = getContent('tr').projects.projects.find(({ id }) => id === 'p07')!.project.url;
      const [tr, en] = [await read(p06('tr')), await read(p06('en'))];
      const refused = await api.call('PUT', p06Languages, {
        languages: {
          tr: { data: { ...tr.data, url: taken }, baseRevision: 0 },
          en: { data: { ...en.data, customer: 'A new client' }, baseRevision: 0 },
        },
      });
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as ItemFieldProblemsAnswer;
      expect(Object.keys(answer.languages)).toEqual(['tr']);
      expect(answer.languages['tr']).toEqual([expect.objectContaining({ field: 'url', code: 'duplicateUrl' })]);
      expect(answer.error).toContain('nothing was saved');
      expect(await read(p06('en'))).toEqual(en);
      expect(await read(p06('tr'))).toEqual(tr);
      // p06 has no German version, and none is written.
      expect((await api.call('GET', p06('de'))).status).toBe(404);

      const saved = await api.call('PUT', p06Languages, {
        languages: {
          tr: { data: { ...tr.data, url: 'p06-yeni-adres' }, baseRevision: 0 },
          en: { data: { ...en.data, customer: 'A new client' }, baseRevision: 0 },
        },
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({
        saved: { tr: { revision: 1, alsoSaved: {} }, en: { revision: 1, alsoSaved: {} } },
      } satisfies LanguagesSavedAnswer);
      expect(await read(p06('en'))).toMatchObject({ revision: 1, data: { customer: 'A new client' }, updatedBy: EDITOR.email });
      expect(await read(p06('tr'))).toMatchObject({ revision: 1, data: { url: 'p06-yeni-adres' } });
    });

    it('that meets a colleague’s save in one language writes none, answering that language’s current version', async () => {
      const { api, stores, read } = await editor();
      const [tr, en] = [await read(site('tr')), await read(site('en'))];
      await addStaff(stores.adminStore, STAFF, undefined, ['content']);
      const colleague = client(stores);
      await colleague.signIn();
      expect((await colleague.call('PUT', site('en'), { data: { ...en.data, companyName: 'Colleague' }, baseRevision: 0 })).status).toBe(
        200,
      );

      const late = await api.call('PUT', siteLanguages, {
        languages: {
          tr: { data: { ...tr.data, companyName: 'Benim' }, baseRevision: 0 },
          en: { data: { ...en.data, companyName: 'Mine' }, baseRevision: 0 },
        },
      });
      expect(late.status).toBe(409);
      const conflict = (await late.json()) as ItemConflictAnswer;
      expect(Object.keys(conflict.current)).toEqual(['en']);
      expect(conflict.current['en']).toMatchObject({ revision: 1, updatedBy: STAFF.email, data: { companyName: 'Colleague' } });
      expect(await read(site('tr'))).toEqual(tr);
    });

    it('refuses a body it cannot read, saying where', async () => {
      const { api } = await editor();
      const wrong = async (body: unknown) => {
        const response = await api.call('PUT', siteLanguages, body);
        expect(response.status).toBe(400);
        return ((await response.json()) as FieldProblemsAnswer).fields.map(({ field }) => field);
      };
      expect(await wrong({})).toEqual(['languages']);
      expect(await wrong({ languages: {} })).toEqual(['languages']);
      expect(await wrong({ languages: { xx: { data: {}, baseRevision: 0 } } })).toEqual(['languages.xx']);
      expect(await wrong({ languages: { tr: { data: 'x', baseRevision: -1 } } })).toEqual([
        'languages.tr.data',
        'languages.tr.baseRevision',
      ]);
      // Only an item can be written in a language it is missing from.
      expect(await wrong({ languages: { tr: { data: {}, baseRevision: null } } })).toEqual(['languages.tr.baseRevision']);
      const noSuch = await api.call('PUT', adminApiPath(adminApi.contentDocumentLanguages, { key: 'nothing' }), { languages: {} });
      expect(noSuch.status).toBe(404);
    });
  });
}
