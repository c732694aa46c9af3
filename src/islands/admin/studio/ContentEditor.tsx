/**
 * The editor of one unit (a document's own fields, or one item of its sub-collection) in every
 * language side by side: fields from the schemas, their problems at the field as the editor
 * types, saves from the revision each language started from, the conflict screen when someone
 * saved since, the history, and a draft in this browser so nothing typed is ever lost.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { ITEM_ORDER_FIELD } from '../../../content/document-parts';
import { contentDocuments } from '../../../content/documents';
import { fieldPath } from '../../../content/errors';
import { changedPaths } from '../../../content/field-changes';
import { fieldMessageIn } from '../../../content/field-messages';
import type { FieldDescription } from '../../../content/field-meta';
import { languages, type Lang } from '../../../i18n/routes';
import type { ContentVersion } from '../../../lib/admin-contract';
import { fill, formatDateTime } from '../strings';
import { deleteItem, fetchOverview, fetchUnit, restoreRevision, saveUnit, type SaveResult, type StudioUnit } from './api';
import { ConflictPanel } from './ConflictPanel';
import { draftKey, dropDraft, readDraft, writeDraft } from './editor-draft';
import { NEW_ITEM, type EditorAddress } from './editor-address';
import { Fields, type FieldContext } from './FieldControl';
import { HistoryPanel } from './HistoryPanel';
import type { ImagePreviews } from './ImageField';
import { laterLanguage } from './later-language';
import type { StudioStrings } from './strings';
import { blankData, parseFieldPath, pathLabel, problemsOf, setAt, unitFields, unitSchema, type Data } from './unit-data';

interface Side {
  /** The unit as saved; null for an item that does not exist in this language yet. */
  base: ContentVersion | null;
  values: Data;
  /** What the server refused, by field path, until the field changes. */
  refused: Map<string, string>;
  conflict: (ContentVersion & { data: Data }) | null;
}

type Sides = Record<Lang, Side>;

type Status = { kind: 'idle' | 'saving' | 'saved' | 'nothing' | 'invalid' | 'network' | 'gone' } | { kind: 'restored'; revision: number };

interface Props {
  address: EditorAddress;
  ui: Lang;
  strings: StudioStrings;
  renderHeading: (text: string) => ReactNode;
  retryLabel: string;
  back: (event: MouseEvent<HTMLAnchorElement>) => void;
  backHref: string;
  /** After a new item's first save: the editor's address becomes the item's. */
  created: (address: EditorAddress) => void;
  /** After a delete: back to the list. */
  deleted: () => void;
  /** The check the outlet runs before it leaves this screen: true to leave. */
  setLeaveGuard: (guard: (() => boolean) | null) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  previews: ImagePreviews;
}

/** A new item's id: unique enough, and valid both as a slug and as a Firestore document id. */
const suggestedId = (key: string) => `${key}-${Date.now().toString(36)}`;
const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Alt text is optional in the schemas (content from before it has none), but every image an
 * editor sets gets one: an image that is new or changed against the saved unit needs its alt.
 */
function missingAlts(fields: readonly FieldDescription[], values: Data, saved: Data, message: string): Map<string, string> {
  const problems = new Map<string, string>();
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  for (const field of fields) {
    if (!field.alt) continue;
    const image = values[field.key];
    const before = saved[field.key];
    const alt = values[field.alt];
    if (typeof image === 'string' && image !== '' && image !== before && blank(alt)) problems.set(field.alt, message);
    if (Array.isArray(image))
      image.forEach((src, index) => {
        const kept = Array.isArray(before) && before.includes(src);
        if (!kept && blank(Array.isArray(alt) ? alt[index] : undefined)) problems.set(fieldPath([field.alt!, index]), message);
      });
  }
  return problems;
}

export function ContentEditor(props: Props) {
  const { address, ui, strings, announce, handleError, setLeaveGuard } = props;
  const texts = strings.editor;
  const isItem = address.item !== null;
  const isNew = address.item === NEW_ITEM;
  const sub = contentDocuments[address.key].subCollection;
  const fields = useMemo(() => {
    const all = unitFields(address.key, isItem);
    // Items are ordered in the list, by moving them; their order field is not typed.
    return isItem ? all.filter((field) => field.key !== ITEM_ORDER_FIELD) : all;
  }, [address.key, isItem]);
  const schema = unitSchema(address.key, isItem);
  const storageKey = draftKey(address.key, isNew ? 'new' : (address.item as string | null));

  const [sides, setSides] = useState<Sides | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [itemId, setItemId] = useState(() => (isNew ? suggestedId(address.key) : typeof address.item === 'string' ? address.item : ''));
  const [restoredDraftAt, setRestoredDraftAt] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const pristine = useRef<Record<Lang, Data>>({} as Record<Lang, Data>);

  const unitOf = useCallback(
    (lang: Lang): StudioUnit => ({ lang, key: address.key, item: isItem ? itemId : null }),
    [address.key, isItem, itemId],
  );

  // Load every language, then lay a draft left in this browser over it.
  useEffect(() => {
    let current = true;
    setSides(null);
    setLoadFailed(false);
    (async () => {
      const order = isNew ? await nextOrder() : 0;
      const loaded = {} as Sides;
      for (const lang of languages) {
        const base = isNew ? null : await fetchUnit({ lang, key: address.key, item: isItem ? (address.item as string) : null });
        const values = base?.data ?? blankUnit(lang, order);
        pristine.current[lang] = values;
        loaded[lang] = { base, values, refused: new Map(), conflict: null };
      }
      const draft = readDraft(storageKey);
      if (draft) {
        for (const lang of languages) {
          const values = draft.values[lang];
          if (!values) continue;
          const startedFrom = draft.bases[lang];
          const base = loaded[lang].base;
          // The draft keeps the revision it began from: a save made since meets it as a conflict.
          loaded[lang] = {
            ...loaded[lang],
            values,
            base:
              base && startedFrom !== undefined && startedFrom !== base.revision
                ? { ...base, revision: startedFrom ?? base.revision }
                : base,
          };
        }
        if (draft.itemId && isNew) setItemId(draft.itemId);
        setRestoredDraftAt(draft.savedAt);
      }
      if (current) setSides(loaded);
    })().catch((error: unknown) => {
      if (current && !handleError(error)) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
    // itemId is read once, from the address; typing a new item's id must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address.key, address.item, isItem, isNew, storageKey, handleError, attempt]);

  /** A new item: required fields blank, what is fixed by where it lives set, and the last place in the order. */
  function blankUnit(lang: Lang, order: number): Data {
    const all = unitFields(address.key, isItem);
    const blank = blankData(all);
    for (const field of all) if (field.fixed) blank[field.key] = lang;
    return isItem ? { ...blank, [ITEM_ORDER_FIELD]: order } : blank;
  }

  async function nextOrder(): Promise<number> {
    const overview = await fetchOverview();
    return Math.max(0, ...overview.filter((entry) => entry.key === address.key).map((entry) => entry.items?.length ?? 0));
  }

  const dirtyLangs = sides ? languages.filter((lang) => !sameData(sides[lang].values, pristine.current[lang])) : [];
  const dirty = dirtyLangs.length > 0;

  // Every change is in this browser at once; a clean editor leaves nothing behind.
  useEffect(() => {
    if (!sides) return;
    if (!dirty) {
      dropDraft(storageKey);
      return;
    }
    writeDraft(storageKey, {
      values: Object.fromEntries(languages.map((lang) => [lang, sides[lang].values])),
      bases: Object.fromEntries(languages.map((lang) => [lang, sides[lang].base?.revision ?? null])),
      ...(isNew ? { itemId } : {}),
      savedAt: new Date().toISOString(),
    });
  }, [sides, dirty, storageKey, isNew, itemId]);

  useEffect(() => {
    setLeaveGuard(dirty ? () => window.confirm(texts.leaveConfirm) : null);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, setLeaveGuard, texts.leaveConfirm]);
  useEffect(() => () => setLeaveGuard(null), [setLeaveGuard]);

  const change = (lang: Lang) => (path: readonly (string | number)[], value: unknown) => {
    const text = fieldPath(path);
    setTouched((old) => new Set(old).add(`${lang}:${text}`));
    setSides((old) => {
      if (!old) return old;
      const side = old[lang];
      const refused = new Map([...side.refused].filter(([field]) => !field.startsWith(text)));
      return { ...old, [lang]: { ...side, values: setAt(side.values, path, value), refused } };
    });
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };

  /** What the schema or the server says a field must hold, in the admin's language. */
  const expected = (message: string) => fill(texts.expected, { what: fieldMessageIn(message, ui) });

  const problemsFor = (lang: Lang, side: Side): Map<string, string> => {
    const all = new Map([
      ...[...problemsOf(schema, side.values)].map(([field, message]) => [field, expected(message)] as const),
      ...missingAlts(fields, side.values, pristine.current[lang], strings.image.altRequired),
    ]);
    // A field's own message shows once it was touched, or after a save was tried.
    const shown = new Map(
      [...all].filter(
        ([field]) =>
          attempted ||
          [...touched].some((key) => {
            if (!key.startsWith(`${lang}:`)) return false;
            const path = key.slice(lang.length + 1);
            return field.startsWith(path) || path.startsWith(field);
          }),
      ),
    );
    for (const [field, message] of side.refused) shown.set(field, expected(message));
    return shown;
  };

  const answered = async (lang: Lang, result: SaveResult): Promise<boolean> => {
    switch (result.kind) {
      case 'saved': {
        const fresh = await fetchUnit(unitOf(lang));
        pristine.current[lang] = fresh?.data ?? {};
        setSides((old) => old && { ...old, [lang]: { base: fresh, values: fresh?.data ?? {}, refused: new Map(), conflict: null } });
        return true;
      }
      case 'invalid':
        setSides(
          (old) =>
            old && {
              ...old,
              [lang]: { ...old[lang], refused: new Map(result.fields.map((problem) => [problem.field, problem.message])) },
            },
        );
        setStatus({ kind: 'invalid' });
        return false;
      case 'conflict': {
        const theirs = result.current;
        if (theirs.data === null) {
          setStatus({ kind: 'gone' });
          return false;
        }
        setSides((old) => {
          if (!old) return old;
          // Their save may be what this editor typed: then there is nothing to choose.
          if (changedPaths(theirs.data!, old[lang].values).length === 0) {
            pristine.current[lang] = theirs.data!;
            return { ...old, [lang]: { ...old[lang], base: theirs, conflict: null } };
          }
          return { ...old, [lang]: { ...old[lang], conflict: { ...theirs, data: theirs.data! } } };
        });
        setStatus({ kind: 'idle' });
        return false;
      }
      case 'gone':
        setStatus({ kind: 'gone' });
        return false;
    }
  };

  const saveLanguages = async (langs: readonly Lang[], values: Partial<Record<Lang, { data: Data; base: number | null }>>) => {
    setStatus({ kind: 'saving' });
    let allSaved = true;
    try {
      for (const lang of langs) {
        const { data, base } = values[lang]!;
        allSaved = (await answered(lang, await saveUnit(unitOf(lang), data, base))) && allSaved;
      }
    } catch (error) {
      // The draft is in this browser either way: an expired session signs in and carries on.
      if (!handleError(error)) setStatus({ kind: 'network' });
      return;
    }
    if (!allSaved) return;
    dropDraft(storageKey);
    setRestoredDraftAt(null);
    setAttempted(false);
    setTouched(new Set());
    setStatus({ kind: 'saved' });
    announce(texts.saved);
    if (isNew) props.created({ key: address.key, item: itemId });
  };

  const idProblem = isNew && !ITEM_ID.test(itemId) ? texts.itemIdHint : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!sides) return;
    setAttempted(true);
    const langs = isNew ? languages : dirtyLangs;
    if (langs.length === 0) {
      setStatus({ kind: 'nothing' });
      return;
    }
    const invalid =
      idProblem !== undefined ||
      langs.some(
        (lang) =>
          problemsOf(schema, sides[lang].values).size > 0 || missingAlts(fields, sides[lang].values, pristine.current[lang], '').size > 0,
      );
    if (invalid) {
      setStatus({ kind: 'invalid' });
      // After the messages render: the first field to correct.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-admin-screen="contentEdit"] [aria-invalid="true"]')?.focus());
      return;
    }
    await saveLanguages(
      langs,
      Object.fromEntries(langs.map((lang) => [lang, { data: sides[lang].values, base: sides[lang].base?.revision ?? null }])),
    );
  };

  const resolveConflict = (lang: Lang) => (merged: Data, revision: number) => {
    setSides((old) => old && { ...old, [lang]: { ...old[lang], values: merged, conflict: null } });
    void saveLanguages([lang], { [lang]: { data: merged, base: revision } });
  };

  const restore = (lang: Lang) => async (revision: number) => {
    if (!sides) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await restoreRevision(unitOf(lang), revision, sides[lang].base?.revision ?? null);
      if (await answered(lang, result)) {
        setStatus({ kind: 'restored', revision });
        announce(fill(strings.history.restored, { revision }));
      }
    } catch (error) {
      if (!handleError(error)) setStatus({ kind: 'network' });
    }
  };

  const remove = async () => {
    if (!sides) return;
    deleteDialog.current?.close();
    setStatus({ kind: 'saving' });
    try {
      for (const lang of languages) {
        const base = sides[lang].base;
        if (!base) continue;
        const result = await deleteItem(unitOf(lang), base.revision);
        if (result.kind !== 'saved' && !(await answered(lang, result))) return;
      }
    } catch (error) {
      if (!handleError(error)) setStatus({ kind: 'network' });
      return;
    }
    dropDraft(storageKey);
    setLeaveGuard(null);
    announce(fill(texts.deleted, { name: title }));
    props.deleted();
  };

  const discardDraft = () => {
    dropDraft(storageKey);
    setRestoredDraftAt(null);
    setAttempt((n) => n + 1);
  };

  const documentName = strings.documents[address.key];
  const titleValue = sides && sub ? (sides[ui].values[sub.titleField] ?? sides[languages[0]!].values[sub.titleField]) : undefined;
  const title = isNew ? texts.newItem : typeof titleValue === 'string' && titleValue !== '' ? titleValue : String(address.item ?? '');
  const heading = props.renderHeading(isItem ? fill(texts.itemHeading, { document: documentName, item: title }) : documentName);

  const backLink = (
    <p>
      <a href={props.backHref} onClick={props.back} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
        ← {texts.back}
      </a>
    </p>
  );

  if (loadFailed)
    return (
      <section data-admin-screen="contentEdit">
        {backLink}
        {heading}
        <p className="mt-6 text-red-800">{texts.loadFailed}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white"
        >
          {props.retryLabel}
        </button>
      </section>
    );

  if (!sides)
    return (
      <section data-admin-screen="contentEdit">
        {backLink}
        {heading}
        <p className="mt-6" role="status">
          {strings.image.loading}
        </p>
      </section>
    );

  const later = laterLanguage(
    Object.fromEntries(languages.filter((lang) => sides[lang].base).map((lang) => [lang, { updatedAt: sides[lang].base!.updatedAt }])),
  );
  const contexts = Object.fromEntries(
    languages.map((lang) => {
      // Two languages today; with more, the first other one is where an empty field fills from.
      const other = languages.find((candidate) => candidate !== lang);
      const context: FieldContext = {
        lang,
        ui,
        strings,
        data: sides[lang].values,
        other: other ? { lang: other, data: sides[other].values } : null,
        problems: problemsFor(lang, sides[lang]),
        change: change(lang),
        announce,
        previews: props.previews,
        handleError,
        idBase: `field-${lang}`,
      };
      return [lang, context];
    }),
  ) as Record<Lang, FieldContext>;
  // After a refused save, every problem in one list at the top, each a link to its field: some
  // (the whole document, another item's url) have no field of their own on this screen.
  const problemSummary =
    status.kind === 'invalid'
      ? languages.flatMap((lang) =>
          [...contexts[lang].problems].map(([field, message]) => {
            const path = field === '(document)' ? [] : parseFieldPath(field);
            const target = document.getElementById(`field-${lang}-${path.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_'));
            return {
              key: `${lang}:${field}`,
              lang,
              label: path.length ? pathLabel(fields, path, ui) : texts.wholeDocument,
              message,
              target,
            };
          }),
        )
      : [];
  const statusText: Record<Status['kind'], string> = {
    idle: dirty ? texts.unsaved : '',
    saving: texts.saving,
    saved: texts.saved,
    nothing: texts.nothingToSave,
    invalid: texts.invalid,
    network: texts.networkFailed,
    gone: texts.gone,
    restored: status.kind === 'restored' ? fill(strings.history.restored, { revision: status.revision }) : '',
  };
  const warning = ['invalid', 'network', 'gone'].includes(status.kind);

  return (
    <section data-admin-screen="contentEdit" data-document={address.key}>
      {backLink}
      {heading}
      {later && (
        <p className="mt-3 max-w-prose rounded-md bg-accent-400/30 p-3 font-medium text-navy-950" data-changed-after={later.newer}>
          {fill(texts.changedAfter, {
            newer: strings.languageNames[later.newer],
            older: strings.languageNames[later.older],
            date: formatDateTime(later.at, ui),
          })}
        </p>
      )}
      {restoredDraftAt && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-white p-3 ring-1 ring-steel-200" data-draft-restored>
          <p>{fill(texts.draftRestored, { date: formatDateTime(restoredDraftAt, ui) })}</p>
          <button
            type="button"
            onClick={discardDraft}
            className="min-h-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-steel-500"
          >
            {texts.discardDraft}
          </button>
        </div>
      )}
      {languages
        .filter((lang) => sides[lang].conflict)
        .map((lang) => (
          <div key={lang} className="mt-4">
            <ConflictPanel
              unit={unitOf(lang)}
              ui={ui}
              strings={strings}
              fields={fields}
              mine={sides[lang].values}
              base={sides[lang].base?.revision ?? null}
              theirs={sides[lang].conflict!}
              onResolve={resolveConflict(lang)}
              busy={status.kind === 'saving'}
            />
          </div>
        ))}
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        // A field focused or linked to scrolls clear of the sticky save bar.
        className="mt-6 [&_:is(input,textarea,select,[contenteditable])]:scroll-mt-6 [&_:is(input,textarea,select,[contenteditable])]:scroll-mb-28"
      >
        {isNew && (
          <div className="mb-6 max-w-md">
            <label htmlFor="studio-item-id" className="block font-medium">
              {texts.itemId}
            </label>
            <input
              id="studio-item-id"
              value={itemId}
              onChange={(event) => setItemId(event.target.value.trim())}
              aria-invalid={attempted && idProblem ? true : undefined}
              aria-describedby="studio-item-id-hint"
              className="mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2 font-mono"
              spellCheck={false}
            />
            <p
              id="studio-item-id-hint"
              className={`mt-1 text-sm ${attempted && idProblem ? 'font-medium text-red-800' : 'text-steel-700'}`}
            >
              {texts.itemIdHint}
            </p>
          </div>
        )}
        {problemSummary.length > 0 && (
          <div className="mb-6 rounded-md border-s-4 border-red-700 bg-white p-4" data-problem-summary>
            <h2 className="font-bold text-red-800">{texts.invalid}</h2>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {problemSummary.map((problem) => (
                <li key={problem.key}>
                  {problem.target ? (
                    <a href={`#${problem.target.id}`} className="text-navy-700 underline">
                      {problem.label} ({problem.lang.toUpperCase()})
                    </a>
                  ) : (
                    <span className="font-medium">
                      {problem.label} ({problem.lang.toUpperCase()})
                    </span>
                  )}
                  : {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="hidden gap-6 md:grid md:grid-cols-2" aria-hidden="true">
          {languages.map((lang) => (
            <p key={lang} className="border-b-2 border-navy-900 pb-1 font-bold">
              {strings.languageNames[lang]}
              {isItem && !isNew && !sides[lang].base && <span className="ms-2 text-sm font-normal">({texts.missingItem})</span>}
            </p>
          ))}
        </div>
        <div className="mt-4 space-y-6">
          {fields
            .filter((field) => !field.fixed && !fields.some((other) => other.alt === field.key))
            .map((field) => (
              <div key={field.key} className="grid gap-4 border-b border-steel-200 pb-6 md:grid-cols-2 md:gap-6" data-field-row={field.key}>
                {languages.map((lang) => (
                  <div key={lang} lang={lang}>
                    <Fields fields={[field, ...fields.filter((other) => other.key === field.alt)]} path={[]} context={contexts[lang]} />
                  </div>
                ))}
              </div>
            ))}
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-steel-200 bg-steel-100/95 px-4 py-3">
          <button
            type="submit"
            disabled={status.kind === 'saving'}
            className="min-h-11 rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-700 disabled:opacity-60"
            data-studio-save
          >
            {status.kind === 'saving' ? texts.saving : texts.save}
          </button>
          <p
            role="status"
            className={`min-w-0 flex-1 ${warning ? 'font-medium text-red-800' : 'text-steel-700'}`}
            data-studio-status={status.kind}
          >
            {statusText[status.kind]}
          </p>
          {isItem && !isNew && (
            <button
              type="button"
              onClick={() => deleteDialog.current?.showModal()}
              className="min-h-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
            >
              {texts.delete}
            </button>
          )}
        </div>
      </form>
      {!isNew && (
        <div className="mt-8">
          <h2 className="text-xl font-bold">{strings.history.heading}</h2>
          <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
            {languages
              .filter((lang) => sides[lang].base)
              .map((lang) => (
                <HistoryPanel
                  key={`${lang}-${sides[lang].base!.revision}`}
                  unit={unitOf(lang)}
                  ui={ui}
                  strings={strings}
                  fields={fields}
                  current={sides[lang].base!.data}
                  dirty={dirtyLangs.includes(lang)}
                  onRestore={(revision) => void restore(lang)(revision)}
                  handleError={handleError}
                />
              ))}
          </div>
        </div>
      )}
      <dialog ref={deleteDialog} aria-labelledby="studio-delete-heading" className="m-auto max-w-md rounded-lg p-0 backdrop:bg-navy-950/60">
        <div className="p-5">
          <h2 id="studio-delete-heading" className="text-lg font-bold">
            {texts.delete}
          </h2>
          <p className="mt-2">{fill(texts.deleteConfirm, { name: title })}</p>
          <div className="mt-4 flex justify-end gap-2">
            <form method="dialog">
              <button className="min-h-11 rounded-md px-4 font-semibold ring-1 ring-steel-500">{texts.cancel}</button>
            </form>
            <button
              type="button"
              onClick={() => void remove()}
              className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white"
              data-confirm-delete
            >
              {texts.deleteYes}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
