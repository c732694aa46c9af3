/**
 * The content studio's staff API, route by route, on both stores: the content permission, the
 * overview, read and save with the revision an editor started from (409 with who changed it),
 * items created, deleted and restored, history, and every refusal in the API's shape.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getContent } from '../../../src/content/loader';
import { documentKeys } from '../../../src/content/documents';
import { fieldMessages } from '../../../src/content/field-messages';
import type { FieldProblemsAnswer } from '../../../src/admin-api/contract';
import { fallbackLanguage } from '../../../src/i18n/locales';
import { adminApi, adminApiPath, languages, type Lang } from '../../../src/i18n/routes';
import type {
  ContentConflictAnswer,
  ContentOutdatedAnswer,
  ContentOverviewEntry,
  ContentRevision,
  ContentSavedAnswer,
  ContentVersion,
  ItemConflictAnswer,
  ItemFieldProblemsAnswer,
  UploadedImage,
} from '../../../src/admin-api/contract';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { addStaff, client, EDITOR, RawBody, STAFF, storeKinds } from '../store/stores';

const servers = firestoreAndStorage();

const site = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
const item = (id: string, lang = 'tr') => adminApiPath(adminApi.contentItem, { lang, key: 'projects', id });
const everywhere = (id: string) => adminApiPath(adminApi.contentItemEverywhere, { key: 'projects', id });
const restoreEverywhere = (id: string) => adminApiPath(adminApi.contentItemEverywhereRestore, { key: 'projects', id });
const newProject = (lang: Lang, url: string, index: number) => ({
  ...getContent(lang).projects.projects[0]!.project,
  name: `Yeni ${index}`,
  url,
  index,
});

for (const [kind, makeStores] of storeKinds(() => servers.emulator)) {
  describe(`the content API with the ${kind}`, () => {
    async function editor() {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const api = client(stores);
      expect((await api.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
      return { api, stores };
    }

    it('needs a session and the content permission on every route', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const api = client(stores);
      expect((await api.call('GET', adminApi.content)).status).toBe(401);
      await api.signIn();
      for (const [method, path] of [
        ['GET', adminApi.content],
        ['GET', site],
        ['PUT', site],
        ['GET', item('p01')],
        ['DELETE', item('p01')],
        ['GET', adminApiPath(adminApi.contentDocumentHistory, { lang: 'tr', key: 'site' })],
        ['POST', adminApiPath(adminApi.contentDocumentRestore, { lang: 'tr', key: 'site', revision: 0 })],
        ['PUT', everywhere('p01')],
        ['DELETE', everywhere('p01')],
        ['POST', restoreEverywhere('p01')],
        ['PUT', adminApiPath(adminApi.contentDocumentLanguages, { key: 'site' })],
        ['PUT', adminApiPath(adminApi.contentItemLanguages, { key: 'projects', id: 'p01' })],
      ] as const) {
        const refused = await api.call(method, path, method === 'GET' ? undefined : { data: {}, baseRevision: 0 });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(await refused.json()).toEqual({ error: expect.stringContaining('content permission') });
      }
      expect((await stores.adminStore.getUser(STAFF.email))?.permissions).toEqual(['inbox']);
    });

    it('lists every document of both languages, and reads one as the snapshot until it is saved', async () => {
      const { api } = await editor();
      const overview = (await (await api.call('GET', adminApi.content)).json()) as { documents: ContentOverviewEntry[] };
      expect(overview.documents).toHaveLength(languages.length * documentKeys.length);
      const projects = overview.documents.find((entry) => entry.lang === 'en' && entry.key === 'projects')!;
      expect(projects).toMatchObject({ revision: 0, updatedBy: null });
      // Each item with what names it to editors: a project's name.
      expect(projects.items?.map((entry) => [entry.id, entry.title])).toEqual(
        getContent('en').projects.projects.map((entry) => [entry.id, entry.project.name]),
      );
      expect(overview.documents.find((entry) => entry.key === 'site')?.items).toBeNull();

      const read = await api.call('GET', site);
      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      const { projects: _items, ...fields } = getContent('tr').projects;
      expect(
        ((await (await api.call('GET', adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'projects' }))).json()) as ContentVersion)
          .data,
      ).toEqual(fields);
      expect(await read.json()).toEqual({ data: getContent('tr').site, revision: 0, updatedAt: null, updatedBy: null });
    });

    it('saves from the revision the editor started from, and answers an older one with 409, the current data and who saved it', async () => {
      const { api, stores } = await editor();
      const { data } = (await (await api.call('GET', site)).json()) as ContentVersion;
      const headline = { ...data, hero: { ...(data!['hero'] as object), headline: 'Ankara’dan elektromekanik taahhüt' } };
      const saved = await api.call('PUT', site, { data: headline, baseRevision: 0 });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ revision: 1, alsoSaved: {} });

      // A second editor, still on revision 0.
      await addStaff(stores.adminStore, STAFF, undefined, ['content']);
      const other = client(stores);
      await other.signIn();
      const late = await other.call('PUT', site, { data: { ...data, companyName: 'Başka' }, baseRevision: 0 });
      expect(late.status).toBe(409);
      const conflict = (await late.json()) as ContentConflictAnswer;
      expect(conflict.error).toContain(EDITOR.email);
      expect(conflict.current).toMatchObject({ data: headline, revision: 1, updatedBy: EDITOR.email });

      const history = (await (
        await api.call('GET', adminApiPath(adminApi.contentDocumentHistory, { lang: 'tr', key: 'site' }))
      ).json()) as {
        revisions: ContentRevision[];
      };
      expect(history.revisions.map((entry) => [entry.revision, entry.updatedBy, entry.changed])).toEqual([
        [1, EDITOR.email, ['hero.headline']],
        [0, null, []],
      ]);
      const restoreZero = adminApiPath(adminApi.contentDocumentRestore, { lang: 'tr', key: 'site', revision: 0 });
      // From the revision 0 it still had open: refused, the editor's revision 1 kept.
      const staleRestore = await other.call('POST', restoreZero, { baseRevision: 0 });
      expect(staleRestore.status).toBe(409);
      expect(await staleRestore.json()).toMatchObject({ current: { revision: 1, updatedBy: EDITOR.email } });
      expect((await other.call('POST', restoreZero)).status).toBe(415);
      const restored = await other.call('POST', restoreZero, { baseRevision: 1 });
      expect(await restored.json()).toEqual({ revision: 2, alsoSaved: {} });
      expect(((await (await api.call('GET', site)).json()) as ContentVersion).data).toEqual(data);
    });

    it('answers a save that changes a shared field with every other language’s new version, and each language reads it', async () => {
      const { api } = await editor();
      const [first, ...others] = languages;
      const { data } = (await (await api.call('GET', item('p04', first))).json()) as ContentVersion;
      const saved = await api.call('PUT', item('p04', first), { data: { ...data, slider: true }, baseRevision: 0 });
      expect(saved.status).toBe(200);
      const answer = (await saved.json()) as ContentSavedAnswer;
      expect(answer).toEqual({
        revision: 1,
        alsoSaved: Object.fromEntries(
          others.map((lang) => [
            lang,
            {
              data: { ...getContent(lang).projects.projects[3]!.project, slider: true },
              revision: 1,
              updatedAt: expect.any(String),
              updatedBy: EDITOR.email,
            },
          ]),
        ),
      });
      for (const lang of languages)
        expect(await (await api.call('GET', item('p04', lang))).json()).toMatchObject({ data: { slider: true }, revision: 1 });

      // An item created in every language with another order in one of them: refused, naming the field.
      const data80 = Object.fromEntries(languages.map((lang, position) => [lang, newProject(lang, 'yeni-sira', 90 + position)]));
      const refused = await api.call('PUT', everywhere('p90'), { data: data80 });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ItemFieldProblemsAnswer).languages).toEqual(
        Object.fromEntries(others.map((lang) => [lang, [expect.objectContaining({ field: 'index', code: 'notShared' })]])),
      );
    });

    it('creates, deletes and restores an item', async () => {
      const { api } = await editor();
      const base = getContent('tr').projects.projects[0]!.project;
      const fresh = { ...base, name: 'Polatlı GES', url: 'polatli-ges', index: 50 };
      expect((await api.call('PUT', item('p50'), { data: fresh, baseRevision: null })).status).toBe(200);
      expect((await api.call('PUT', item('p50'), { data: fresh, baseRevision: null })).status).toBe(409);
      expect(await (await api.call('GET', item('p50'))).json()).toMatchObject({ data: fresh, revision: 1, updatedBy: EDITOR.email });

      const removed = await api.call('DELETE', item('p50'), { baseRevision: 1 });
      expect(await removed.json()).toEqual({ revision: 2, alsoSaved: {} });
      expect((await api.call('GET', item('p50'))).status).toBe(404);
      expect((await api.call('DELETE', item('p50'), { baseRevision: 2 })).status).toBe(404);
      const restore = adminApiPath(adminApi.contentItemRestore, { lang: 'tr', key: 'projects', id: 'p50', revision: 1 });
      expect(await (await api.call('POST', restore, { baseRevision: null })).json()).toEqual({ revision: 3, alsoSaved: {} });
      expect(await (await api.call('GET', item('p50'))).json()).toMatchObject({ data: fresh, revision: 3 });
      const noSuchRevision = adminApiPath(adminApi.contentItemRestore, { lang: 'tr', key: 'projects', id: 'p50', revision: 99 });
      expect((await api.call('POST', noSuchRevision, { baseRevision: 3 })).status).toBe(404);
    });

    it('creates an item in every language or in none: a TR address already taken is a 400 naming the TR field, and EN stores nothing', async () => {
      const { api } = await editor();
      const taken = getContent('tr').projects.projects[1]!.project.url;
      const data = Object.fromEntries(languages.map((lang) => [lang, newProject(lang, 'yeni-proje', 80)]));
      const refused = await api.call('PUT', everywhere('p80'), { data: { ...data, tr: { ...data['tr'], url: taken } } });
      expect(refused.status).toBe(400);
      expect((await refused.json()) as ItemFieldProblemsAnswer).toEqual({
        error: expect.stringContaining('nothing was saved'),
        languages: { tr: [{ field: 'url', code: 'duplicateUrl', values: { value: taken }, message: expect.stringContaining(taken) }] },
      });
      for (const lang of languages) expect((await api.call('GET', item('p80', lang))).status, lang).toBe(404);
      const overview = (await (await api.call('GET', adminApi.content)).json()) as { documents: ContentOverviewEntry[] };
      expect(overview.documents.flatMap((entry) => entry.items ?? []).map((entry) => entry.id)).not.toContain('p80');
      expect(overview.documents.every((entry) => entry.key !== 'projects' || entry.revision === 0)).toBe(true);

      // Every language without a fallback must be given; one with a fallback may wait.
      const [first, ...others] = languages;
      const oneLanguage = await api.call('PUT', everywhere('p80'), { data: { [first!]: data[first!] } });
      expect(await oneLanguage.json()).toMatchObject({
        fields: others
          .filter((lang) => fallbackLanguage(lang) === undefined)
          .map((lang) => ({ field: `data.${lang}`, code: 'invalid', values: {} })),
      });
      const waiting = languages.filter((lang) => fallbackLanguage(lang) !== undefined);
      if (waiting.length > 0) {
        const without = await api.call('PUT', everywhere('p81'), {
          data: Object.fromEntries(
            languages.filter((lang) => !waiting.includes(lang)).map((lang) => [lang, { ...data[lang], url: 'p81-proje' }]),
          ),
        });
        expect(without.status).toBe(200);
        for (const lang of languages)
          expect((await api.call('GET', item('p81', lang))).status, lang).toBe(waiting.includes(lang) ? 404 : 200);
      }

      const created = await api.call('PUT', everywhere('p80'), { data });
      expect(created.status).toBe(200);
      expect(await created.json()).toEqual({ revisions: Object.fromEntries(languages.map((lang) => [lang, 1])) });
      for (const lang of languages)
        expect(await (await api.call('GET', item('p80', lang))).json()).toMatchObject({ data: data[lang], revision: 1 });
      const again = await api.call('PUT', everywhere('p80'), { data });
      expect(again.status).toBe(409);
      expect(((await again.json()) as ItemConflictAnswer).current).toEqual(
        Object.fromEntries(languages.map((lang) => [lang, expect.objectContaining({ revision: 1, updatedBy: EDITOR.email })])),
      );
      expect((await api.call('PUT', adminApiPath(adminApi.contentItemEverywhere, { key: 'site', id: 'p80' }), { data })).status).toBe(404);
    });

    it('deletes an item in every language at once, lists it as deleted with who and when, and restores it in every language', async () => {
      const { api } = await editor();
      const [first, ...others] = languages;
      // A language the editor did not see the item in is not deleted behind their back.
      const partial = await api.call('DELETE', everywhere('p01'), { baseRevisions: { [first!]: 0 } });
      expect(partial.status).toBe(409);
      expect(Object.keys(((await partial.json()) as ItemConflictAnswer).current)).toEqual(others);
      expect((await api.call('GET', item('p01', first))).status).toBe(200);

      const bases = Object.fromEntries(languages.map((lang) => [lang, 0]));
      const removed = await api.call('DELETE', everywhere('p01'), { baseRevisions: bases });
      expect(await removed.json()).toEqual({ revisions: Object.fromEntries(languages.map((lang) => [lang, 1])) });
      const overview = (await (await api.call('GET', adminApi.content)).json()) as { documents: ContentOverviewEntry[] };
      for (const lang of languages) {
        expect((await api.call('GET', item('p01', lang))).status).toBe(404);
        const projects = overview.documents.find((entry) => entry.lang === lang && entry.key === 'projects')!;
        expect(projects.items?.map((entry) => entry.id)).not.toContain('p01');
        expect(projects.deleted).toEqual([
          {
            id: 'p01',
            title: getContent(lang).projects.projects[0]!.project.name,
            restorable: true,
            revision: 1,
            updatedAt: expect.any(String),
            updatedBy: EDITOR.email,
          },
        ]);
      }
      expect(overview.documents.find((entry) => entry.key === 'site')?.deleted).toBeNull();
      expect((await api.call('DELETE', everywhere('p01'), { baseRevisions: bases })).status).toBe(404);

      const restored = await api.call('POST', restoreEverywhere('p01'));
      expect(await restored.json()).toEqual({ revisions: Object.fromEntries(languages.map((lang) => [lang, 2])) });
      for (const lang of languages)
        expect(await (await api.call('GET', item('p01', lang))).json()).toMatchObject({
          data: getContent(lang).projects.projects[0]!.project,
          revision: 2,
          updatedBy: EDITOR.email,
        });
      expect((await api.call('POST', restoreEverywhere('p01'))).status).toBe(404);
      const stale = await api.call('DELETE', everywhere('p01'), { baseRevisions: bases });
      expect(stale.status).toBe(409);
      expect(Object.keys(((await stale.json()) as ItemConflictAnswer).current)).toEqual(languages);
    });

    it('refuses bad input with what and where, and never a stack trace', async () => {
      const { api } = await editor();
      const { data } = (await (await api.call('GET', site)).json()) as ContentVersion;
      const scripted = await api.call('PUT', site, {
        data: { ...data, hero: { headline: '<img src=x onerror=alert(1)>', lead: 'x' } },
        baseRevision: 0,
      });
      expect(scripted.status).toBe(400);
      expect(await scripted.json()).toEqual({
        error: expect.any(String),
        fields: [{ field: 'hero.headline', code: 'markup', values: {}, message: 'plain text without HTML tags' }],
      } satisfies FieldProblemsAnswer);
      const unsafe = await api.call('PUT', site, { data: { ...data, logoSource: 'javascript:alert(1)' }, baseRevision: 0 });
      expect(await unsafe.json()).toMatchObject({ fields: [{ field: 'logoSource', code: 'notTrustedImage', values: {} }] });
      // Another bucket's file is not the site's image, whatever host the policy once allowed.
      const bucket = 'https://firebasestorage.googleapis.com/v0/b/other-bucket/o/x.svg?alt=media';
      const foreign = await api.call('PUT', site, { data: { ...data, logoSource: bucket }, baseRevision: 0 });
      expect(foreign.status).toBe(400);
      expect(await foreign.json()).toMatchObject({
        fields: [{ field: 'logoSource', code: 'notTrustedImage', message: fieldMessages.imagePath().en }],
      });
      const huge = await api.call('PUT', site, { data: { ...data, companyName: 'x'.repeat(6000) }, baseRevision: 0 });
      expect(await huge.json()).toMatchObject({
        fields: [{ field: 'companyName', code: 'tooLong', values: { maximum: 5000 }, message: 'at most 5000 characters' }],
      });
      expect(await (await api.call('PUT', site, { data, baseRevision: 'latest' })).json()).toMatchObject({
        fields: [{ field: 'baseRevision', code: 'invalid', values: {} }],
      });
      expect(await (await api.call('PUT', site, { data: 'text', baseRevision: 0 })).json()).toMatchObject({ fields: [{ field: 'data' }] });

      const malformed = await api.call('PUT', site, new RawBody('{"data": {'), { 'content-type': 'application/json' });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: expect.stringContaining('not valid JSON') });
      expect((await api.call('PUT', site, new RawBody('data'), { 'content-type': 'text/plain' })).status).toBe(415);
      const tooLarge = await api.call(
        'PUT',
        site,
        new RawBody(JSON.stringify({ data: { text: 'x'.repeat(1100 * 1024) }, baseRevision: 0 })),
        {
          'content-type': 'application/json',
        },
      );
      expect(tooLarge.status).toBe(413);

      const unique = { ...getContent('tr').projects.projects[0]!.project, url: 'bosluklu-kimlik', index: 70 };
      const badId = await api.call('PUT', item('p 1'), { data: unique, baseRevision: null });
      expect(await badId.json()).toEqual({
        error: expect.any(String),
        fields: [{ field: 'id', code: 'notDocumentId', values: {}, message: 'a document id (letters, digits, _ or -)' }],
      });
      for (const path of [
        adminApiPath(adminApi.contentDocument, { lang: 'xx', key: 'site' }),
        adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'blog' }),
        item('..'),
        item('x'.repeat(101)),
        adminApiPath(adminApi.contentItem, { lang: 'tr', key: 'site', id: 'p01' }),
      ]) {
        const response = await api.call('GET', path);
        expect(response.status, path).toBe(404);
        const body = (await response.json()) as { error: string };
        expect(body.error, path).not.toMatch(/\n\s+at /);
      }
      expect(((await (await api.call('GET', site)).json()) as ContentVersion).revision).toBe(0);
    });

    it('refuses a save from another origin before anything else', async () => {
      const { api } = await editor();
      const { data } = (await (await api.call('GET', site)).json()) as ContentVersion;
      const forged = await api.call('PUT', site, { data, baseRevision: 0 }, { origin: 'https://attacker.example' });
      expect(forged.status).toBe(403);
      expect(((await (await api.call('GET', site)).json()) as ContentVersion).revision).toBe(0);
    });
  });
}

describe('image uploads through the staff API', () => {
  const [sqliteKind, firestoreKind] = storeKinds(() => servers.emulator);
  const photo = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a5aa0' } })
      .jpeg()
      .toBuffer();

  // Given the Cloud Storage stand-in, Firestore's backend keeps uploads in its bucket, as MEDIA_BUCKET makes it.
  const withMedia = storeKinds(
    () => servers.emulator,
    () => servers.storage,
  );

  for (const [kind, makeWithMedia] of withMedia) {
    it(`stores an upload as a new JPEG named by its hash and gives it back to staff (${kind})`, async () => {
      const stores = makeWithMedia();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const api = client(stores);
      await api.signIn(EDITOR.email, EDITOR.password);
      const empty = await api.call('POST', adminApi.media, new RawBody(''), { 'content-type': 'image/jpeg' });
      expect(empty.status).toBe(415);
      const bytes = await photo();
      const created = await api.callBytes('POST', `${adminApi.media}?name=${encodeURIComponent('Şantiye 1.jpg')}`, bytes, {
        'content-type': 'image/jpeg',
      });
      expect(created.status).toBe(201);
      const { src, width, height, originalName } = (await created.json()) as UploadedImage;
      expect(originalName).toBe('Şantiye 1.jpg');
      expect(src).toMatch(/^\/images\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect([width, height]).toEqual([1600, 1200]);
      const name = src.split('/').at(-1)!;
      const back = await api.call('GET', adminApiPath(adminApi.mediaFile, { name }));
      expect(back.status).toBe(200);
      expect(back.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await back.arrayBuffer())).toEqual(await stores.mediaStore!.get(name));
      expect((await api.call('GET', adminApiPath(adminApi.mediaFile, { name: '../site.sqlite' }))).status).toBe(404);
      // The studio's picker lists it for the next image field.
      expect(await (await api.call('GET', adminApi.media)).json()).toEqual({ images: [{ src, originalName: 'Şantiye 1.jpg' }] });

      expect(
        (await api.callBytes('POST', adminApi.media, Buffer.from('<svg onload="alert(1)"/>'), { 'content-type': 'image/png' })).status,
      ).toBe(415);
      expect((await api.callBytes('POST', adminApi.media, bytes, { 'content-type': 'text/html' })).status).toBe(415);
      const tooLarge = await api.callBytes('POST', adminApi.media, bytes, {
        'content-type': 'image/jpeg',
        'content-length': String(16_000_000),
      });
      expect(tooLarge.status).toBe(413);
    });
  }

  it('refuses an account without the content permission', async () => {
    const stores = sqliteKind![1]();
    await addStaff(stores.adminStore);
    const api = client(stores);
    await api.signIn();
    expect((await api.callBytes('POST', adminApi.media, await photo(), { 'content-type': 'image/jpeg' })).status).toBe(403);
  });

  it('says what to set when Firestore has no bucket for uploads', async () => {
    const stores = firestoreKind![1]();
    expect(stores.mediaStore).toBeUndefined();
    expect(stores.mediaProblem).toContain('MEDIA_BUCKET');
    await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
    const api = client(stores, { mediaProblem: stores.mediaProblem });
    await api.signIn(EDITOR.email, EDITOR.password);
    const refused = await api.callBytes('POST', adminApi.media, await photo(), { 'content-type': 'image/jpeg' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('set MEDIA_BUCKET') });
  });
});

for (const [kind, makeStores] of storeKinds(() => servers.emulator)) {
  describe(`out-of-date marks through the content API with the ${kind}`, () => {
    const about = (lang: string) => adminApiPath(adminApi.contentDocument, { lang, key: 'aboutTagline' });
    const outdated = (lang: string) => adminApiPath(adminApi.contentDocumentOutdated, { lang, key: 'aboutTagline' });
    const checked = (lang: string) => adminApiPath(adminApi.contentDocumentChecked, { lang, key: 'aboutTagline' });

    it('answers a unit’s marks with what changed, counts them in the overview, and clears one on Checked from the revision seen', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const api = client(stores);
      await api.signIn(EDITOR.email, EDITOR.password);
      const { data } = (await (await api.call('GET', about('tr'))).json()) as ContentVersion;
      for (const [revision, vision] of [
        [0, 'Birinci.'],
        [1, 'İkinci.'],
      ] as const)
        expect((await api.call('PUT', about('tr'), { data: { ...data, visionContent: vision }, baseRevision: revision })).status).toBe(200);

      expect(await (await api.call('GET', outdated('en'))).json()).toEqual({
        fields: [
          {
            field: 'visionContent',
            from: 'tr',
            since: 0,
            revision: 2,
            at: expect.any(String),
            by: EDITOR.email,
            before: getContent('tr').aboutTagline.visionContent,
            beforeKept: true,
            now: 'İkinci.',
          },
        ] satisfies ContentOutdatedAnswer['fields'],
      });
      const overview = (await (await api.call('GET', adminApi.content)).json()) as { documents: ContentOverviewEntry[] };
      const count = (lang: string) => overview.documents.find((entry) => entry.lang === lang && entry.key === 'aboutTagline')?.outdated;
      expect([count('en'), count('tr')]).toEqual([1, 0]);
      expect(overview.documents.find((entry) => entry.lang === 'en' && entry.key === 'projects')?.items?.[0]?.outdated).toBe(0);

      const stale = await api.call('POST', checked('en'), { field: 'visionContent', from: 'tr', revision: 1 });
      expect([stale.status, await stale.json()]).toEqual([409, { error: expect.any(String), result: 'changed since' }]);
      const wrong = await api.call('POST', checked('en'), { field: 'visionContent', from: 'en', revision: 'two' });
      expect(await wrong.json()).toMatchObject({ fields: [{ field: 'from' }, { field: 'revision' }] });
      const done = await api.call('POST', checked('en'), { field: 'visionContent', from: 'tr', revision: 2 });
      expect([done.status, await done.json()]).toEqual([200, { result: 'cleared' }]);
      expect(await (await api.call('GET', outdated('en'))).json()).toEqual({ fields: [] });
      expect((await api.call('POST', checked('en'), { field: 'visionContent', from: 'tr', revision: 2 })).status).toBe(404);
    });

    it('needs the content permission', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const api = client(stores);
      await api.signIn();
      expect((await api.call('GET', outdated('en'))).status).toBe(403);
      expect((await api.call('POST', checked('en'), { field: 'visionContent', from: 'tr', revision: 1 })).status).toBe(403);
    });
  });
}
