/**
 * The editor of one unit (a document's own fields, or one item of its sub-collection) in two
 * languages side by side, chosen by the editor (the others keep their drafts and are saved too):
 * fields from the schemas, their problems at the field and in a list above the form after a
 * refused save, the conflict screen when someone saved since, the history, and a draft in this
 * browser (use-unit-editor.ts holds the state and the calls). Its parts are in editor/: the
 * header, the language columns, the problem summary and the status bar.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode, type SubmitEvent } from 'react';
import { ITEM_ORDER_FIELD } from '../../../../content/document-parts';
import { contentDocuments, type DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { isLang, languages, type Lang } from '../../../../i18n/routes';
import { adminStrings, fill } from '../../strings';
import type { EditorAddress } from '../unit/editor-address';
import type { FieldContext } from '../fields/FieldControl';
import { noImplicitSubmit } from '../unit/form-keys';
import { keepClearOfSaveBar } from './save-bar';
import { shownLanguages } from '../translation/language-pair';
import { LanguagePairChooser } from '../translation/LanguagePairChooser';
import { useLanguagePair } from '../translation/use-language-pair';
import { LoadFailed } from '../../LoadFailed';
import { onDemand } from '../../on-demand';
import type { ImagePreviews } from '../fields/kind/field-kind';
import { preloadRichTextEditor } from '../fields/rich-text/RichTextField';
import type { StudioStrings } from '../base/strings';
import { unitFields } from '../unit/unit-data';
import { useOutdatedMarks } from '../translation/use-outdated-marks';
import { useUnitEditor } from './use-unit-editor';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useDeletion } from '../history/use-deletion';
import type { DeletedItemView } from '../history/deleted-items';
import { ConflictPanel, ConflictPanels } from './ConflictPanels';
import { EditorHeader } from './EditorHeader';
import { EditorStatusBar } from './EditorStatusBar';
import { ItemIdField } from './ItemIdField';
import { LanguageColumns } from './LanguageColumns';
import { HistoryColumns } from './HistoryColumns';
import { perLanguage, type Sides } from '../model/sides';
import { usePreviewPane } from '../preview/use-preview-pane';
import { LivePreview, PreviewToggle } from '../preview/LivePreview';

// Only a refused save lists its problems: the list's code comes with the save (each field marks its own meanwhile).
const ProblemSummary = onDemand(() => import('./ProblemSummary').then((module) => module.ProblemSummary));
// An address naming a deleted item is rare: its notice's code comes when one is shown.
const DeletedItemNotice = onDemand(() => import('../history/DeletedItemNotice').then((module) => module.DeletedItemNotice));

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

/** The item's title in the admin's language where the site has it, else in the first language; undefined when empty or not an item. */
function storedTitle(key: DocumentKey, sides: Sides<Lang> | null, ui: AdminLang): string | undefined {
  const sub = contentDocuments[key].subCollection;
  if (!sides || !sub) return undefined;
  const titleSide = isLang(ui) ? sides[ui] : undefined;
  const value = titleSide?.values[sub.titleField] ?? sides[languages[0]!].values[sub.titleField];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What one language's fields are given: its values, the other languages', its problems and its change. */
function fieldContext(
  lang: Lang,
  sides: Sides<Lang>,
  screen: Pick<FieldContext, 'ui' | 'strings' | 'sharedIn' | 'announce' | 'handleError' | 'previews'>,
  editor: Pick<ReturnType<typeof useUnitEditor>, 'problemsFor' | 'change'>,
): FieldContext {
  return {
    lang,
    ...screen,
    data: sides[lang].values,
    others: languages.filter((other) => other !== lang).map((other) => ({ lang: other, data: sides[other].values })),
    problems: editor.problemsFor(lang, sides[lang]),
    change: editor.change(lang),
    idBase: `field-${lang}`,
  };
}

/** A save; a refused one's news: the conflict screen's heading (ConflictPanels), else the first field to correct. */
async function saveAndPointOut(save: () => Promise<unknown>) {
  // A save may meet a colleague's: the conflict screen's code comes along meanwhile.
  ConflictPanel.preload();
  ProblemSummary.preload();
  if ((await save()) === 'invalid')
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-admin-screen="contentEdit"] [aria-invalid="true"]')?.focus());
}

const Loading = ({ text }: { text: string }) => (
  <p className="mt-6" role="status">
    {text}
  </p>
);

function RetryLoad({ message, retryLabel, reload }: { message: string; retryLabel: string; reload: () => void }) {
  return (
    <>
      <p className="mt-6 text-red-800">{message}</p>
      <button type="button" onClick={reload} className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white">
        {retryLabel}
      </button>
    </>
  );
}

/** A deleted item: its notice, Restore and history, and the editor's form with what was typed (kept in this browser) between them. */
function deletedItemScreen(
  item: DeletedItemView,
  key: DocumentKey,
  { ui, strings, announce, handleError }: Pick<Props, 'ui' | 'strings' | 'announce' | 'handleError'>,
  restored: () => void,
  form: ((restore: ReactNode) => ReactNode) | null,
  fallback: ReactNode,
) {
  return (
    <DeletedItemNotice
      docKey={key}
      item={item}
      ui={ui}
      strings={strings}
      announce={announce}
      handleError={handleError}
      restored={restored}
      form={form}
      fallback={fallback}
      failed={(retry) => <LoadFailed message={strings.editor.loadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />}
    />
  );
}

export function ContentEditor(props: Props) {
  const { address, ui, strings, announce, handleError } = props;
  const texts = strings.editor;
  const editor = useUnitEditor(props);
  const { sides, status, isItem, isNew } = editor;
  const [pair, setPair] = useLanguagePair();
  const shown = shownLanguages(pair);
  const sharedIn = pair[0];
  const preview = usePreviewPane(shown);
  useEffect(() => preloadRichTextEditor(unitFields(address.key, isItem)), [address.key, isItem]);
  // An item that exists in no language, or whose save met its deletion, may have been deleted: its address says so, with Restore.
  const absent = isItem && !isNew && sides !== null && (status.kind === 'gone' || languages.every((lang) => !sides[lang].saved));
  const deletion = useDeletion(address.key, absent ? String(address.item) : null, ui, handleError);
  const deleted = deletion.kind === 'deleted' ? deletion.item : null;
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const conflictLangs = sides ? languages.filter((lang) => sides[lang].conflict) : [];
  const outdated = useOutdatedMarks(
    sides && !isNew ? perLanguage(languages, editor.unitOf) : null,
    sides ? languages.map((lang) => sides[lang].saved?.revision ?? '').join() : '',
    handleError,
  );

  const save = (event: SubmitEvent) => {
    event.preventDefault();
    void saveAndPointOut(editor.save);
  };

  const documentName = strings.documents[address.key];
  const title = isNew ? texts.newItem : (storedTitle(address.key, sides, ui) ?? deleted?.title ?? String(address.item ?? ''));
  const heading = props.renderHeading(isItem ? fill(texts.itemHeading, { document: documentName, item: title }) : documentName);

  const header = (restoredDraftAt: string | null = null) => (
    <EditorHeader
      heading={heading}
      back={props.back}
      backHref={props.backHref}
      strings={strings}
      ui={ui}
      restoredDraftAt={restoredDraftAt}
      discardDraft={editor.discardDraft}
    />
  );

  // Before there is a form: the unit could not be read, or it is on its way.
  const formless = (content: ReactNode) => (
    <section data-admin-screen="contentEdit" data-document={address.key}>
      {header()}
      {content}
    </section>
  );
  if (editor.loadFailed) return formless(<RetryLoad message={texts.loadFailed} retryLabel={props.retryLabel} reload={editor.reload} />);

  const deletedScreen = (form: ((restore: ReactNode) => ReactNode) | null, fallback: ReactNode) =>
    deleted && deletedItemScreen(deleted, address.key, props, editor.itemRestored, form, fallback);

  // Loading, or a deleted item with nothing typed: no form.
  if (!sides || (!editor.dirty && (deleted || deletion.kind === 'loading'))) {
    const loading = <Loading text={strings.image.loading} />;
    return formless(deletedScreen(null, loading) || loading);
  }

  // Items are ordered in the list, by moving them; their order field is not typed.
  const allFields = unitFields(address.key, isItem);
  const shownFields = allFields.filter((field) => !field.fixed && !(isItem && field.key === ITEM_ORDER_FIELD));
  const contexts = perLanguage(languages, (lang) =>
    fieldContext(lang, sides, { ui, strings, sharedIn, announce, handleError, previews: props.previews }, editor),
  );

  const showPane = preview.open && !deleted;
  const body = (restore: ReactNode) => (
    // With the preview open, from 1024 px: the form (and the history below it) left, the pane right.
    <div className={showPane ? 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-6' : undefined}>
      <div className="min-w-0 lg:col-start-1">
        <PreviewToggle open={preview.open} toggle={preview.toggle} label={texts.livePreview} />
        <ConflictPanels
          conflictLangs={conflictLangs}
          sides={sides}
          fields={allFields}
          busy={status.kind === 'saving'}
          unitOf={editor.unitOf}
          resolveConflict={editor.resolveConflict}
          announce={announce}
          ui={ui}
          strings={strings}
        />
        <form
          onSubmit={save}
          // Enter in a one-line box is not "save the whole form": only the Save button saves.
          ref={noImplicitSubmit}
          onFocus={(event) => {
            keepClearOfSaveBar(event);
            preview.followFocus(event);
          }}
          noValidate
          // Whatever is focused or linked to, a field or a list's button, scrolls clear of the sticky
          // save bar; the bar's own buttons stay where they are.
          className="mt-6 [&_*]:scroll-mt-6 [&_*]:scroll-mb-[calc(var(--save-bar,7rem)+1.5rem)] [&_[data-save-bar]_*]:scroll-m-0"
        >
          {isNew && (
            <ItemIdField
              itemId={editor.itemId}
              locked={editor.idLocked}
              problem={editor.attempted ? editor.idProblem : undefined}
              setItemId={editor.setItemId}
              strings={strings}
            />
          )}
          {status.kind === 'invalid' && (
            <ProblemSummary
              fields={allFields}
              problems={perLanguage(languages, (lang) => contexts[lang].problems)}
              sharedIn={sharedIn}
              pair={pair}
              setPair={setPair}
              ui={ui}
              strings={strings}
              fallback={null}
              failed={() => null}
            />
          )}
          {languages.length > 1 && (
            <LanguagePairChooser
              pair={pair}
              onChange={setPair}
              strings={strings}
              note={(lang) => isItem && !isNew && !sides[lang].saved && <span className="text-sm">({texts.missingItem})</span>}
            />
          )}
          <LanguageColumns
            fields={allFields}
            shownFields={shownFields}
            shown={shown}
            sharedIn={sharedIn}
            contexts={contexts}
            outdated={outdated}
            ui={ui}
            strings={strings}
            announce={announce}
          />
          <EditorStatusBar
            status={status}
            strings={strings}
            ui={ui}
            fields={allFields}
            dirtyLangs={editor.dirtyLangs}
            conflictLangs={sides ? languages.filter((lang) => sides[lang].conflict !== null) : []}
            pair={pair}
            onDelete={isItem && !isNew && !deleted ? () => deleteDialog.current?.showModal() : null}
            restore={restore}
          />
        </form>
      </div>
      {showPane && (
        <LivePreview
          ui={ui}
          strings={strings}
          docKey={address.key}
          item={isItem ? editor.itemId || 'new' : null}
          langs={shown}
          preview={preview}
          draft={sides[preview.lang].values}
          fields={allFields}
          sharedIn={sharedIn}
        />
      )}
      {!isNew && !deleted && (
        <HistoryColumns
          shown={shown}
          sides={sides}
          fields={allFields}
          dirtyLangs={editor.dirtyLangs}
          unitOf={editor.unitOf}
          restore={editor.restore}
          ui={ui}
          strings={strings}
          handleError={handleError}
        />
      )}
    </div>
  );

  return (
    <section data-admin-screen="contentEdit" data-document={address.key}>
      {header(editor.restoredDraftAt)}
      {deletedScreen(body, body(null)) || body(null)}
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
