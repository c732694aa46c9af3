/**
 * The editor's commands against an in-memory staff API (fixtures/fake-staff-api.ts): what an
 * answer, a refusal, a lost network or typing during a save does to the editor's state, with the
 * project's own documents and schemas. What needs a browser (focus, the draft across a reload,
 * the sign-in over the editor) stays in tests/browser/content-studio.*.spec.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentKey } from '../../../../../src/content/documents';
import { unitSchema } from '../../../../../src/content/documents';
import { getContent } from '../../../../../src/content/loader';
import { languages, type Lang } from '../../../../../src/i18n/routes';
import { draftOf } from '../../../../../src/islands/admin/studio/model/backup';
import { draftKey, writeDraft } from '../../../../../src/islands/admin/studio/model/draft';
import * as commands from '../../../../../src/islands/admin/studio/editor/commands';
import { editorReducer } from '../../../../../src/islands/admin/studio/editor/reducer';
import { dirtyLangs, initialState, type EditorState } from '../../../../../src/islands/admin/studio/model/sides';
import { studioStrings } from '../../../../../src/islands/admin/studio/base/strings';
import { unitFields, type Data, type Path } from '../../../../../src/islands/admin/studio/unit/unit-data';
import type { FieldProblemAnswer } from '../../../../../src/admin-api/contract';
import {
  deleteEverywhere,
  failNextWrite,
  holdNextWrite,
  refuseNextWrite,
  resetStaffApi,
  restoreItem,
  storedUnit,
  storeUnit,
} from './fixtures/fake-staff-api';

vi.mock('../../../../../src/islands/admin/studio/base/api', () => import('./fixtures/fake-staff-api'));

/** One editor as the screen holds it (use-unit-editor.ts): its state, the context the commands get, what it was told. */
function openEditor(key: DocumentKey, item: string | null, { isNew = false } = {}) {
  const isItem = item !== null;
  const fields = unitFields(key, isItem);
  let state: EditorState<Lang> = initialState<Lang>(item ?? '');
  const told = { announced: [] as string[], created: 0 };
  const context: commands.EditorContext = {
    key,
    isItem,
    isNew,
    get itemId() {
      return state.itemId;
    },
    fields,
    schema: unitSchema(key, isItem),
    storageKey: draftKey(key, isNew ? 'new' : item),
    strings: studioStrings.tr,
    ui: 'tr',
    idProblem: false,
    getState: () => state,
    dispatch: (event) => (state = editorReducer(state, event)),
    isMounted: () => true,
    announce: (text) => told.announced.push(text),
    // Only an expired session is the screen's to handle (it signs in over the editor).
    handleError: () => false,
    created: () => told.created++,
    deleted: () => {},
    setLeaveGuard: () => {},
  };
  const type = (lang: Lang, path: Path, value: unknown) =>
    context.dispatch({ type: 'changed', langs: languages, fields, lang, path, value });
  return {
    context,
    told,
    get state() {
      return state;
    },
    values: (lang: Lang) => state.sides![lang].values,
    type,
    /** Types each of `data`'s fields in `lang`, as the form would. */
    fillIn: (lang: Lang, data: Data) => Object.entries(data).forEach(([field, value]) => type(lang, [field], value)),
    load: () => commands.load(context, isNew ? null : item, () => true),
    save: () => commands.save(context),
  };
}

const site = (lang: Lang) => ({ lang, key: 'site' as const, item: null });
const hero = (data: Data | null | undefined) => (data as { hero: Record<string, string> }).hero;
/** The server's refusal of a page address another item has. */
const usedTwice = (url: string): FieldProblemAnswer => ({
  field: 'url',
  code: 'duplicateUrl',
  values: { value: url },
  message: `unique urls, but '${url}' appears twice`,
});

beforeEach(resetStaffApi);

describe('a save', () => {
  it('keeps what was typed while it was on its way, saves only what was sent, and says the rest is unsaved', async () => {
    const editor = openEditor('site', null);
    await editor.load();
    const lead = hero(storedUnit(site('tr'))!.data).lead;
    editor.type('tr', ['hero', 'headline'], 'Kaydedilen başlık');
    const release = holdNextWrite();
    const saving = editor.save();
    await vi.waitFor(() => expect(editor.state.status).toEqual({ kind: 'saving' }));
    editor.type('tr', ['hero', 'lead'], 'Kayıt sürerken yazılan giriş');
    expect(editor.state.status).toEqual({ kind: 'saving' });
    release();
    await saving;

    expect(editor.state.status).toEqual({ kind: 'saved', news: [] });
    expect(hero(editor.values('tr'))).toMatchObject({ headline: 'Kaydedilen başlık', lead: 'Kayıt sürerken yazılan giriş' });
    expect(hero(storedUnit(site('tr'))!.data)).toMatchObject({ headline: 'Kaydedilen başlık', lead });
    // Still unsaved: the status line adds so, and the draft in this browser keeps the lead.
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual(['tr']);
    expect(hero(editor.state.sides!.tr.clean).lead).toBe(lead);
  });

  it('that cannot reach the server says so and keeps every change, and the next one saves them', async () => {
    const editor = openEditor('site', null);
    await editor.load();
    editor.type('tr', ['hero', 'headline'], 'Kaybolmayacak başlık');
    failNextWrite();
    await editor.save();
    expect(editor.state.status).toEqual({ kind: 'network' });
    expect(hero(editor.values('tr')).headline).toBe('Kaybolmayacak başlık');
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual(['tr']);
    expect(storedUnit(site('tr'))!.revision).toBe(0);

    await editor.save();
    expect(editor.state.status).toEqual({ kind: 'saved', news: [] });
    expect(hero(storedUnit(site('tr'))!.data).headline).toBe('Kaybolmayacak başlık');
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual([]);
  });

  it('refused by the server (a project’s page address used twice) marks the field with its words and stores nothing', async () => {
    const [first, second] = getContent('tr').projects.projects;
    const editor = openEditor('projects', second!.id);
    await editor.load();
    editor.type('tr', ['url'], first!.project.url);
    const twice = usedTwice(first!.project.url);
    refuseNextWrite({ tr: [twice] });
    await editor.save();
    expect(editor.state.status).toEqual({ kind: 'invalid' });
    expect(editor.state.sides!.tr.refused.get('url')).toEqual(twice);
    expect(editor.values('tr')['url']).toBe(first!.project.url);
    expect(storedUnit({ lang: 'tr', key: 'projects', item: second!.id })!.data).toMatchObject({ url: second!.project.url });
  });
});

describe('a save of several languages', () => {
  const p06 = (lang: Lang) => ({ lang, key: 'projects' as const, item: 'p06' });

  it('refused in one language (a page address used twice) saves no language, and names only the languages sent', async () => {
    const taken = getContent('tr').projects.projects.find(({ id }) => id === 'p07')!.project.url;
    const editor = openEditor('projects', 'p06');
    await editor.load();
    // p06 has no German version: its German column is blank and is not sent.
    expect(editor.state.sides!.de.saved).toBeNull();
    editor.type('en', ['customer'], 'A new client');
    editor.type('tr', ['url'], taken);
    refuseNextWrite({ tr: [usedTwice(taken)] });
    await editor.save();

    expect(editor.state.status).toEqual({ kind: 'invalid' });
    expect(storedUnit(p06('en'))).toMatchObject({
      revision: 0,
      data: { customer: getContent('en').projects.projects[5]!.project.customer },
    });
    expect(storedUnit(p06('tr'))!.revision).toBe(0);
    expect(storedUnit(p06('de'))).toBeNull();
    // What was typed waits, unsaved, in both languages; the refusal is TR's alone.
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual(['tr', 'en']);
    expect([...editor.state.sides!.tr.refused.keys()]).toEqual(['url']);
    expect(editor.state.sides!.en.refused.size).toBe(0);

    editor.type('tr', ['url'], 'p06-yeni-adres');
    await editor.save();
    expect(editor.state.status).toEqual({ kind: 'saved', news: [] });
    expect(storedUnit(p06('en'))).toMatchObject({ revision: 1, data: { customer: 'A new client' } });
    expect(storedUnit(p06('tr'))).toMatchObject({ revision: 1, data: { url: 'p06-yeni-adres' } });
    expect(storedUnit(p06('de'))).toBeNull();
  });

  it('that meets a colleague’s save in one language writes none; the choice made there saves both', async () => {
    const editor = openEditor('site', null);
    await editor.load();
    storeUnit(site('tr'), {
      ...storedUnit(site('tr'))!.data!,
      hero: { ...hero(storedUnit(site('tr'))!.data), headline: 'Meslektaşın başlığı' },
    });
    editor.type('tr', ['hero', 'headline'], 'Benim başlığım');
    editor.type('en', ['hero', 'lead'], 'My lead');
    await editor.save();

    expect(editor.state.sides!.tr.conflict).not.toBeNull();
    expect(editor.state.sides!.en.conflict).toBeNull();
    expect(storedUnit(site('en'))!.revision).toBe(0);
    expect(dirtyLangs(languages, editor.state.sides!)).toContain('en');

    commands.resolveConflict(editor.context, 'tr', new Set(['hero.headline']));
    await vi.waitFor(() => expect(editor.state.status).toMatchObject({ kind: 'saved' }));
    expect(hero(storedUnit(site('tr'))!.data).headline).toBe('Benim başlığım');
    expect(storedUnit(site('tr'))!.revision).toBe(2);
    expect(storedUnit(site('en'))).toMatchObject({ revision: 1, data: { hero: { lead: 'My lead' } } });
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual([]);
  });

  it('that meets colleagues’ saves of other fields merges each language and saves them together', async () => {
    const editor = openEditor('site', null);
    await editor.load();
    for (const lang of ['tr', 'en'] as const)
      storeUnit(site(lang), { ...storedUnit(site(lang))!.data!, hero: { ...hero(storedUnit(site(lang))!.data), lead: `lead ${lang}` } });
    editor.type('tr', ['hero', 'headline'], 'Başlık');
    editor.type('en', ['hero', 'headline'], 'Headline');
    await editor.save();

    expect(editor.state.status).toMatchObject({ kind: 'saved' });
    for (const lang of ['tr', 'en'] as const) {
      expect(storedUnit(site(lang))!.revision, lang).toBe(2);
      expect(hero(storedUnit(site(lang))!.data), lang).toMatchObject({
        headline: lang === 'tr' ? 'Başlık' : 'Headline',
        lead: `lead ${lang}`,
      });
    }
  });
});

describe('a merged save', () => {
  const p01 = (lang: Lang) => ({ lang, key: 'projects' as const, item: 'p01' });

  it('shows a fact set once a colleague changed as stored in every column, not only in the language saved', async () => {
    const editor = openEditor('projects', 'p01');
    await editor.load();
    const slider = !storedUnit(p01('tr'))!.data!['slider'];
    // The colleague's tick was written to every language, as the server spreads a fact set once.
    for (const lang of languages) storeUnit(p01(lang), { ...storedUnit(p01(lang))!.data!, slider });
    editor.type('en', ['customer'], 'A client typed in English');
    await editor.save();

    expect(editor.state.status).toMatchObject({ kind: 'saved' });
    expect(storedUnit(p01('en'))!.data).toMatchObject({ customer: 'A client typed in English', slider });
    // The Turkish column shows the shared fields: it holds what is stored, and nothing waits unsaved.
    for (const lang of languages) expect(editor.values(lang)['slider'], lang).toBe(slider);
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual([]);
  });
});

describe('an item a colleague deletes while it is edited', () => {
  const p02 = (lang: Lang) => ({ lang, key: 'projects' as const, item: 'p02' });
  const COLLEAGUE = 'colleague@example.com';
  // The draft in this browser, as localStorage keeps it across a reload.
  const kept = new Map<string, string>();
  beforeEach(() => {
    kept.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
      removeItem: (key: string) => kept.delete(key),
    });
    return () => vi.unstubAllGlobals();
  });

  it('says who deleted it and when, keeps the typed text through a reload, and Restore brings the item back with it', async () => {
    const location = storedUnit(p02('tr'))!.data!['location'];
    const editor = openEditor('projects', 'p02');
    await editor.load();
    editor.type('tr', ['location'], 'Silinirken yazılan yer');
    deleteEverywhere('projects', 'p02', COLLEAGUE);
    await editor.save();

    const deletion = storedUnit(p02('tr'))!;
    expect(deletion.data).toBeNull();
    expect(editor.state.status).toEqual({ kind: 'gone', by: COLLEAGUE, at: deletion.updatedAt });
    expect(editor.values('tr')['location']).toBe('Silinirken yazılan yer');
    expect(dirtyLangs(languages, editor.state.sides!)).toEqual(['tr']);
    // The screen writes the draft at every change (use-unit-editor.ts).
    writeDraft(editor.context.storageKey, draftOf(languages, editor.state.sides!, undefined, new Date())!);

    const reloaded = openEditor('projects', 'p02');
    await reloaded.load();
    // Stored in no language, the typed text on screen, not saved.
    expect(languages.filter((lang) => reloaded.state.sides![lang].saved !== null)).toEqual([]);
    expect(reloaded.state.restoredDraftAt).not.toBeNull();
    expect(reloaded.values('tr')['location']).toBe('Silinirken yazılan yer');
    expect(dirtyLangs(languages, reloaded.state.sides!)).toContain('tr');

    expect(await restoreItem('projects', 'p02')).toMatchObject({ kind: 'saved' });
    reloaded.context.dispatch({ type: 'itemRestored' });
    await reloaded.load();
    expect(reloaded.state.status).toEqual({ kind: 'idle' });
    expect(storedUnit(p02('tr'))!.data).toMatchObject({ location });
    // The item as restored, the typed text laid over it, waiting for Save.
    expect(reloaded.values('tr')).toMatchObject({ ...storedUnit(p02('tr'))!.data!, location: 'Silinirken yazılan yer' });
    expect(dirtyLangs(languages, reloaded.state.sides!)).toEqual(['tr']);
    await reloaded.save();
    expect(reloaded.state.status).toEqual({ kind: 'saved', news: [] });
    expect(storedUnit(p02('tr'))!.data).toMatchObject({ location: 'Silinirken yazılan yer' });
  });
});

describe('a new item', () => {
  /** A new project in every language, written from the snapshot's first one under a name and address of its own. */
  async function newProject(id: string) {
    const editor = openEditor('projects', 'new', { isNew: true });
    await editor.load();
    editor.context.dispatch({ type: 'idTyped', id });
    for (const lang of languages) {
      const { index: _place, ...template } = getContent(lang).projects.projects[0]!.project as Data;
      editor.fillIn(lang, { ...template, name: `Yeni proje ${lang}`, url: `yeni-proje-${lang}` });
    }
    return editor;
  }

  it("with another item's id is refused at the id and never saved over it", async () => {
    const existing = getContent('tr').references.references[0]!;
    const editor = openEditor('references', 'new', { isNew: true });
    await editor.load();
    editor.context.dispatch({ type: 'idTyped', id: existing.id });
    for (const lang of languages) {
      const { index: _place, ...template } = getContent(lang).references.references[1]!.reference as Data;
      // The logo is one for every language; each language describes it.
      editor.fillIn(lang, { ...template, referenceName: 'Yeni müşteri', logoAlt: 'Yeni müşterinin logosu' });
    }
    expect(await editor.save()).toBe('invalid');
    expect(editor.state).toMatchObject({ idTaken: true, status: { kind: 'invalid' } });
    expect(editor.told.created).toBe(0);
    const stored = storedUnit({ lang: 'tr', key: 'references', item: existing.id })!;
    expect(stored).toMatchObject({ revision: 0, data: { referenceName: existing.reference.referenceName } });
  });

  it('refused in one language is saved in none, the refusal at that language’s field; corrected, it is saved in every language', async () => {
    const taken = getContent('tr').projects.projects[0]!.project.url;
    const editor = await newProject('p90');
    editor.type('tr', ['url'], taken);
    const refused = usedTwice(taken);
    refuseNextWrite({ tr: [refused] });
    expect(await editor.save()).toBe('invalid');
    expect(editor.state.status).toEqual({ kind: 'invalid' });
    expect(editor.state.sides!.tr.refused.get('url')).toEqual(refused);
    expect(editor.state.sides!.en.refused.size).toBe(0);
    for (const lang of languages) expect(storedUnit({ lang, key: 'projects', item: 'p90' }), lang).toBeNull();

    editor.type('tr', ['url'], 'yeni-proje-tr');
    expect(await editor.save()).toBeUndefined();
    expect(editor.state.status).toEqual({ kind: 'saved', news: [] });
    expect(editor.told.created).toBe(1);
    for (const lang of languages)
      expect(storedUnit({ lang, key: 'projects', item: 'p90' }), lang).toMatchObject({ data: { name: `Yeni proje ${lang}` }, revision: 1 });
  });
});

describe('an item stored in one language only', () => {
  it('opens in the others at the place it has there, and is completed in one of them from it', async () => {
    const editor = openEditor('projects', 'p95');
    const data = { ...getContent('tr').projects.projects[0]!.project, name: 'Yalnız Türkçe', url: 'yalniz-turkce', index: 95 };
    storeUnit({ lang: 'tr', key: 'projects', item: 'p95' }, data);
    await editor.load();
    expect(editor.state.sides!.en).toMatchObject({ saved: null, startedFrom: null });
    expect(editor.values('en')['index']).toBe(95);

    editor.fillIn('en', {
      name: 'Turkish only no more',
      description: 'Short description',
      customer: 'Client',
      location: 'Ankara',
      url: 'turkish-only-no-more',
    });
    await editor.save();
    expect(editor.state.status).toEqual({ kind: 'saved', news: [] });
    expect(storedUnit({ lang: 'en', key: 'projects', item: 'p95' })).toMatchObject({
      data: { name: 'Turkish only no more', index: 95 },
      revision: 1,
    });
  });
});
