/**
 * The editor of one unit (a document's own fields, or one item of its sub-collection) in two
 * languages side by side, chosen by the editor (the others keep their drafts and are saved too): fields from the schemas, their problems at the field and in a list
 * above the form after a refused save, the conflict screen when someone saved since, the
 * history, and a draft in this browser (use-unit-editor.ts holds the state and the calls).
 */
import { useEffect, useRef, type MouseEvent, type ReactNode, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { ITEM_ORDER_FIELD } from '../../../content/document-parts';
import { contentDocuments } from '../../../content/documents';
import type { AdminLang } from '../../../i18n/admin-languages';
import { isLang, languages, type Lang } from '../../../i18n/routes';
import { adminStrings, fill, formatDateTime } from '../strings';
import { colleagueChangesText } from './colleague-changes';
import type { StudioUnit } from './api';
import type { EditorAddress } from './editor-address';
import { Fields, type FieldContext } from './FieldControl';
import { noImplicitSubmit } from './form-keys';
import { keepClearOfSaveBar, measureSaveBar } from './save-bar';
import { isSharedPath } from '../../../content/shared-fields';
import { columnFields } from './shared-columns';
import { notShown, showing, shownLanguages } from './language-pair';
import { LanguagePairChooser } from './LanguagePairChooser';
import { useLanguagePair } from './use-language-pair';
import { HistoryPanel } from './HistoryPanel';
import { LoadFailed } from '../LoadFailed';
import { onDemand } from '../on-demand';
import type { ImagePreviews } from './ImageField';
import { preloadRichTextEditor } from './RichTextField';
import type { StudioStrings } from './strings';
import { controlId, parseFieldPath, pathLabel, unitFields } from './unit-data';
import { useOutdatedMarks } from './use-outdated-marks';
import { useUnitEditor, type Status } from './use-unit-editor';
import { ConfirmDialog } from '../ConfirmDialog';
import { useDeletion } from './use-deletion';

// A conflict and a field out of date are rare: their code comes when one is shown.
const ConflictPanel = onDemand(() => import('./ConflictPanel').then((module) => module.ConflictPanel));
const OutdatedNote = onDemand(() => import('./OutdatedNote').then((module) => module.OutdatedNote));
// So is an address naming a deleted item.
const DeletedItemNotice = onDemand(() => import('./DeletedItemNotice').then((module) => module.DeletedItemNotice));

interface Props {
  address: EditorAddress;
  ui: AdminLang;
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

export function ContentEditor(props: Props) {
  const { address, ui, strings, announce, handleError } = props;
  const texts = strings.editor;
  const editor = useUnitEditor({
    address,
    strings,
    ui,
    announce,
    handleError,
    created: props.created,
    deleted: props.deleted,
    setLeaveGuard: props.setLeaveGuard,
  });
  const { sides, status, isItem, isNew } = editor;
  const [pair, setPair] = useLanguagePair();
  const shown = shownLanguages(pair);
  const sharedIn = pair[0];
  useEffect(() => preloadRichTextEditor(unitFields(address.key, isItem)), [address.key, isItem]);
  // An item that exists in no language may have been deleted: its address says so, with Restore.
  const absent = isItem && !isNew && sides !== null && languages.every((lang) => !sides[lang].saved);
  const deletion = useDeletion(address.key, absent ? String(address.item) : null, ui, handleError);
  const sub = contentDocuments[address.key].subCollection;
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const conflictLangs = sides ? languages.filter((lang) => sides[lang].conflict) : [];
  const outdated = useOutdatedMarks(
    sides && !isNew ? (Object.fromEntries(languages.map((lang) => [lang, editor.unitOf(lang)])) as Record<Lang, StudioUnit>) : null,
    sides ? languages.map((lang) => sides[lang].saved?.revision ?? '').join() : '',
    handleError,
  );

  // A refused save's news: the conflict screen's heading, else the first field to correct.
  useEffect(() => {
    if (conflictLangs.length > 0) {
      document.querySelector<HTMLElement>('[data-conflict-heading]')?.focus();
      announce(strings.conflict.heading);
    }
    // Only a new conflict is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflictLangs.join()]);

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    // A save may meet a colleague's: the conflict screen's code comes along meanwhile.
    ConflictPanel.preload();
    if ((await editor.save()) === 'invalid')
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-admin-screen="contentEdit"] [aria-invalid="true"]')?.focus());
  };

  const documentName = strings.documents[address.key];
  // The item's title in the admin's language where the site has it, else in the first language.
  const titleSide = sides && (isLang(ui) ? sides[ui] : undefined);
  const titleValue = sides && sub ? (titleSide?.values[sub.titleField] ?? sides[languages[0]!].values[sub.titleField]) : undefined;
  const title = isNew
    ? texts.newItem
    : typeof titleValue === 'string' && titleValue !== ''
      ? titleValue
      : deletion.kind === 'deleted'
        ? deletion.item.title
        : String(address.item ?? '');
  const heading = props.renderHeading(isItem ? fill(texts.itemHeading, { document: documentName, item: title }) : documentName);

  const backLink = (
    <p>
      <a href={props.backHref} onClick={props.back} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
        ← {texts.back}
      </a>
    </p>
  );

  if (editor.loadFailed)
    return (
      <section data-admin-screen="contentEdit">
        {backLink}
        {heading}
        <p className="mt-6 text-red-800">{texts.loadFailed}</p>
        <button type="button" onClick={editor.reload} className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white">
          {props.retryLabel}
        </button>
      </section>
    );

  if (deletion.kind === 'deleted')
    return (
      <section data-admin-screen="contentEdit" data-document={address.key}>
        {backLink}
        {heading}
        <DeletedItemNotice
          docKey={address.key}
          item={deletion.item}
          ui={ui}
          strings={strings}
          announce={announce}
          handleError={handleError}
          restored={editor.reload}
          fallback={<p role="status">{strings.image.loading}</p>}
          failed={(retry) => <LoadFailed message={strings.editor.loadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />}
        />
      </section>
    );

  if (!sides || deletion.kind === 'loading')
    return (
      <section data-admin-screen="contentEdit">
        {backLink}
        {heading}
        <p className="mt-6" role="status">
          {strings.image.loading}
        </p>
      </section>
    );

  // Items are ordered in the list, by moving them; their order field is not typed.
  const allFields = unitFields(address.key, isItem);
  const shownFields = allFields.filter((field) => !field.fixed && !(isItem && field.key === ITEM_ORDER_FIELD));
  const contexts = Object.fromEntries(
    languages.map((lang) => {
      const context: FieldContext = {
        lang,
        ui,
        strings,
        sharedIn,
        data: sides[lang].values,
        others: languages.filter((other) => other !== lang).map((other) => ({ lang: other, data: sides[other].values })),
        problems: editor.problemsFor(lang, sides[lang]),
        change: editor.change(lang),
        announce,
        previews: props.previews,
        handleError,
        idBase: `field-${lang}`,
      };
      return [lang, context];
    }),
  ) as Record<Lang, FieldContext>;

  // After a refused save, every problem in one list, each leading to its field: some (the whole
  // document, a list as a whole) have no control of their own, and are named without a link.
  const problemSummary =
    status.kind === 'invalid'
      ? languages.flatMap((lang) =>
          [...contexts[lang].problems].flatMap(([field, message]) => {
            const path = field === '(document)' ? [] : parseFieldPath(field);
            // A shared field is one control, in the first shown column: its problem is said there once.
            if (lang !== sharedIn && isSharedPath(allFields, path)) return [];
            return {
              key: `${lang}:${field}`,
              lang,
              label: path.length ? pathLabel(allFields, path, ui) : texts.wholeDocument,
              message,
              target: path.length ? controlId(allFields, `field-${lang}`, path) : null,
            };
          }),
        )
      : [];
  const focusControl = (event: MouseEvent<HTMLAnchorElement>, id: string, lang: Lang) => {
    // Not a fragment navigation: the outlet would read it as leaving the editor.
    event.preventDefault();
    // A problem in a language not shown: its column comes into view first.
    if (!pair.includes(lang)) flushSync(() => setPair(showing(pair, lang)));
    document.getElementById(id)?.focus();
  };

  // What colleagues changed on this screen meanwhile, until the next change.
  const news = 'news' in status ? colleagueChangesText(status.news, allFields, ui, strings, new Date()) : '';
  const unsaved = editor.dirty ? texts.unsaved : '';
  // Drafts of the languages not shown are kept and saved with the rest: the editor is told they are there.
  const hiddenDirty = notShown(pair, editor.dirtyLangs);
  const sentences = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  const statusText: Record<Status['kind'], string> = {
    idle: unsaved,
    saving: texts.saving,
    // What was sent is saved; what was typed meanwhile is not yet.
    saved: sentences(texts.saved, news, unsaved),
    merged: sentences(news, unsaved),
    nothing: texts.nothingToSave,
    invalid: texts.invalid,
    network: texts.networkFailed,
    gone: texts.gone,
    changedSince: texts.changedSince,
    restored: status.kind === 'restored' ? sentences(fill(strings.history.restored, { revision: status.revision }), news) : '',
    restoreRefused: status.kind === 'restoreRefused' ? fill(texts.restoreRefused, { message: status.message }) : '',
  };
  const warning = ['invalid', 'network', 'gone', 'changedSince', 'restoreRefused'].includes(status.kind);

  return (
    <section data-admin-screen="contentEdit" data-document={address.key}>
      {backLink}
      {heading}
      {editor.restoredDraftAt && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-white p-3 ring-1 ring-steel-200" data-draft-restored>
          <p>{fill(texts.draftRestored, { date: formatDateTime(editor.restoredDraftAt, ui) })}</p>
          <button
            type="button"
            onClick={editor.discardDraft}
            className="min-h-11 rounded-md px-3 font-semibold text-red-800 ring-1 ring-steel-500"
          >
            {texts.discardDraft}
          </button>
        </div>
      )}
      {conflictLangs.map((lang) => (
        <div key={lang} className="mt-4">
          <ConflictPanel
            unit={editor.unitOf(lang)}
            ui={ui}
            strings={strings}
            fields={allFields}
            mine={sides[lang].values}
            base={sides[lang].startedFrom}
            conflict={sides[lang].conflict!}
            onResolve={(keepMine) => editor.resolveConflict(lang, keepMine)}
            busy={status.kind === 'saving'}
            takesFocus={lang === conflictLangs[0]}
            fallback={<p role="status">{strings.image.loading}</p>}
            failed={(retry) => (
              <LoadFailed message={strings.editor.conflictLoadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />
            )}
          />
        </div>
      ))}
      <form
        onSubmit={(event) => void save(event)}
        // Enter in a one-line box is not "save the whole form": only the Save button saves.
        ref={noImplicitSubmit}
        onFocus={keepClearOfSaveBar}
        noValidate
        // Whatever is focused or linked to, a field or a list's button, scrolls clear of the sticky
        // save bar; the bar's own buttons stay where they are.
        className="mt-6 [&_*]:scroll-mt-6 [&_*]:scroll-mb-[calc(var(--save-bar,7rem)+1.5rem)] [&_[data-save-bar]_*]:scroll-m-0"
      >
        {isNew && (
          <div className="mb-6 max-w-md">
            <label htmlFor="studio-item-id" className="block font-medium">
              {texts.itemId}
            </label>
            <input
              id="studio-item-id"
              value={editor.itemId}
              readOnly={editor.idLocked}
              onChange={(event) => editor.setItemId(event.target.value.trim())}
              aria-invalid={editor.attempted && editor.idProblem ? true : undefined}
              aria-describedby="studio-item-id-hint"
              className="mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2 font-mono read-only:bg-steel-100"
              spellCheck={false}
            />
            <p
              id="studio-item-id-hint"
              className={`mt-1 text-sm ${editor.attempted && editor.idProblem ? 'font-medium text-red-800' : 'text-steel-700'}`}
            >
              {editor.attempted && editor.idProblem ? editor.idProblem : texts.itemIdHint}
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
                    <a
                      href={`#${problem.target}`}
                      onClick={(event) => focusControl(event, problem.target!, problem.lang)}
                      className="text-navy-700 underline"
                    >
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
        {languages.length > 1 && (
          <LanguagePairChooser
            pair={pair}
            onChange={setPair}
            strings={strings}
            note={(lang) => isItem && !isNew && !sides[lang].saved && <span className="text-sm">({texts.missingItem})</span>}
          />
        )}
        <div className="mt-4 space-y-6">
          {shownFields
            .filter((field) => !allFields.some((other) => other.alt === field.key))
            .map((field) => (
              <div key={field.key} className="grid gap-4 border-b border-steel-200 pb-6 md:grid-cols-2 md:gap-6" data-field-row={field.key}>
                {shown.map((lang) => (
                  <div key={lang} data-field-lang={lang}>
                    <Fields
                      fields={columnFields(
                        [field, ...allFields.filter((other) => other.key === field.alt)],
                        lang,
                        sharedIn,
                        texts.sharedField,
                      )}
                      path={[]}
                      context={contexts[lang]}
                    />
                    {(outdated.marks[lang] ?? [])
                      .filter((mark) => mark.field === field.key || mark.field === field.alt)
                      .map((mark) => (
                        <OutdatedNote
                          key={`${mark.field}:${mark.from}`}
                          mark={mark}
                          lang={lang}
                          ui={ui}
                          strings={strings}
                          fields={allFields}
                          onChecked={(checked) => outdated.check(lang, checked)}
                          focusField={() =>
                            document
                              .querySelector(`[data-field-row="${field.key}"] [data-field-lang="${lang}"]`)
                              ?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')
                              ?.focus()
                          }
                          announce={announce}
                          fallback={<p role="status">{strings.image.loading}</p>}
                          failed={(retry) => (
                            <LoadFailed message={strings.editor.outdatedLoadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />
                          )}
                        />
                      ))}
                  </div>
                ))}
              </div>
            ))}
        </div>
        <div
          ref={measureSaveBar}
          className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-steel-200 bg-steel-100/95 px-4 py-3"
          data-save-bar
        >
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
            className={`order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-0 ${warning ? 'font-medium text-red-800' : 'text-steel-700'}`}
            data-studio-status={status.kind}
          >
            {statusText[status.kind]}
          </p>
          {hiddenDirty.length > 0 && (
            <p className="order-last basis-full text-sm font-medium text-navy-950" data-hidden-unsaved={hiddenDirty.join(' ')}>
              {fill(texts.hiddenUnsaved, { langs: hiddenDirty.map((lang) => strings.languageNames[lang]).join(', ') })}
            </p>
          )}
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
            {shown
              .filter((lang) => sides[lang].saved)
              .map((lang) => (
                <HistoryPanel
                  key={lang}
                  unit={editor.unitOf(lang)}
                  ui={ui}
                  strings={strings}
                  fields={allFields}
                  current={sides[lang].saved!.data}
                  revision={sides[lang].saved!.revision}
                  dirty={editor.dirtyLangs.includes(lang)}
                  onRestore={(revision) => void editor.restore(lang, revision)}
                  handleError={handleError}
                />
              ))}
          </div>
        </div>
      )}
      <ConfirmDialog
        dialogRef={deleteDialog}
        heading={texts.delete}
        description={fill(texts.deleteConfirm, { name: title })}
        cancel={texts.cancel}
        confirm={texts.deleteYes}
        onConfirm={() => {
          deleteDialog.current?.close();
          void editor.remove(title);
        }}
      />
    </section>
  );
}
