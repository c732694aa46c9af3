/**
 * The form's rows, one per field, each with a column per language shown: the field's control in
 * that language (a shared fact's in the first column only) and the marks saying it may be out of
 * date against another language.
 */
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import { adminStrings } from '../../strings';
import { LoadFailed } from '../../LoadFailed';
import { onDemand } from '../../on-demand';
import { Fields, type FieldContext } from '../fields/FieldControl';
import { columnFields } from '../unit/shared-columns';
import type { StudioStrings } from '../base/strings';
import type { useOutdatedMarks } from '../translation/use-outdated-marks';

// A field out of date is rare: its note's code comes when one is shown.
const OutdatedNote = onDemand(() => import('../translation/OutdatedNote').then((module) => module.OutdatedNote));

interface Props {
  /** Every field of the unit; `shownFields` those with a row (an image's alt text goes in its image's). */
  fields: readonly FieldDescription[];
  shownFields: readonly FieldDescription[];
  shown: readonly Lang[];
  sharedIn: Lang;
  contexts: Record<Lang, FieldContext>;
  outdated: ReturnType<typeof useOutdatedMarks>;
  ui: AdminLang;
  strings: StudioStrings;
  announce: (text: string) => void;
}

/** Moves the focus to the field's control in one language's column. */
const focusField = (key: string, lang: Lang) =>
  document
    .querySelector(`[data-field-row="${key}"] [data-field-lang="${lang}"]`)
    ?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')
    ?.focus();

export function LanguageColumns({ fields, shownFields, shown, sharedIn, contexts, outdated, ui, strings, announce }: Props) {
  return (
    <div className="mt-4 space-y-6">
      {shownFields
        .filter((field) => !fields.some((other) => other.alt === field.key))
        .map((field) => (
          <div key={field.key} className="grid gap-4 border-b border-steel-200 pb-6 md:grid-cols-2 md:gap-6" data-field-row={field.key}>
            {shown.map((lang) => (
              <div key={lang} data-field-lang={lang}>
                <Fields
                  fields={columnFields(
                    [field, ...fields.filter((other) => other.key === field.alt)],
                    lang,
                    sharedIn,
                    strings.editor.sharedField,
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
                      fields={fields}
                      onChecked={(checked) => outdated.check(lang, checked)}
                      focusField={() => focusField(field.key, lang)}
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
  );
}
