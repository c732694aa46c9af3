/**
 * A fact set once (`shared` in the schemas) is shown once: in the first SHOWN language's column
 * (the editor chooses which two languages it shows, language-pair.ts), its label saying it holds
 * in every language, and in no other column (each language's side still holds it, the same
 * value: a change reaches every side, model/change.ts). Images with alt texts are the exception
 * (see below).
 */
import type { FieldDescription } from '../../../../content/field-meta';
import type { Lang } from '../../../../i18n/routes';

/**
 * The fields as `lang`'s column shows them, where `sharedIn` is the column that shows the shared
 * fields; `note` follows a shared field's label there ("same in every language").
 */
export function columnFields(fields: readonly FieldDescription[], lang: Lang, sharedIn: Lang, note: string): FieldDescription[] {
  return fields.flatMap((field): FieldDescription[] => {
    if (field.shared) {
      // An image whose alt text is translated stays in every column, each language's alt text
      // beside it; the image is chosen (and a list of them arranged) in the shared column only.
      if (lang !== sharedIn && field.alt === undefined) return [];
      const label = Object.fromEntries(Object.entries(field.label).map(([ui, text]) => [ui, `${text} (${note})`]));
      return [{ ...field, label: label as FieldDescription['label'] }];
    }
    if (field.kind === 'group' && field.fields) return [{ ...field, fields: columnFields(field.fields, lang, sharedIn, note) }];
    return [field];
  });
}

/** The column's name where a fact set once is chosen (`sharedIn`), when `lang`'s column only shows it; else undefined. */
export function chosenIn(
  field: FieldDescription,
  lang: Lang,
  sharedIn: Lang,
  languageNames: Readonly<Record<Lang, string>>,
): string | undefined {
  return field.shared && lang !== sharedIn ? languageNames[sharedIn] : undefined;
}
