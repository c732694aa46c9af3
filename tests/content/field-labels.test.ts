/**
 * A field's label, where an image is shown, and what a field must hold are told to editors in
 * the admin's languages, never per content language: every field of every document's schema is
 * named in exactly the admin languages, each non-empty, and every refusal reads in each of them.
 * (tests/i18n/admin-languages.test.ts shows the admin's languages staying TR and EN beside a
 * third content language.)
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { describeFields, type FieldDescription } from '../../src/content/field-meta';
import { fieldMessages } from '../../src/content/field-messages';
import { fieldProblemCodes, fieldProblemIn } from '../../src/content/field-problems';
import type { FieldLabel } from '../../src/content/schemas';
import { adminLanguages, type AdminLang } from '../../src/i18n/admin-languages';

const units = documentKeys.flatMap((key) => {
  const sub = contentDocuments[key].subCollection;
  return sub
    ? [
        { name: `${key} (page)`, schema: sub.parentSchema },
        { name: `${key} item`, schema: sub.itemSchema },
      ]
    : [{ name: key, schema: contentDocuments[key].schema }];
});

const flatten = (fields: FieldDescription[], prefix = ''): (FieldDescription & { path: string })[] =>
  fields.flatMap((field) => [{ ...field, path: `${prefix}${field.key}` }, ...flatten(field.fields ?? [], `${prefix}${field.key}.`)]);

/** Each language key of a text and whether its text is empty: `{ tr: true, en: true }` when both are written. */
const written = (texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, text.trim() !== '']));
const everyAdminLanguage = Object.fromEntries(adminLanguages.map((lang) => [lang, true]));

describe("the schemas' texts for editors", () => {
  it('are typed by the admin languages', () => {
    expectTypeOf<FieldLabel>().toEqualTypeOf<Readonly<Record<AdminLang, string>>>();
  });

  for (const { name, schema } of units) {
    it(`${name}: each label and image place is in exactly the admin languages, none empty`, () => {
      const fields = flatten(describeFields(schema));
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        expect(written(field.label), `${field.path}: label`).toEqual(everyAdminLanguage);
        if (field.shownAt) expect(written(field.shownAt), `${field.path}: shown at`).toEqual(everyAdminLanguage);
      }
    });
  }

  it('say what a field must hold in exactly the admin languages', () => {
    for (const [name, message] of Object.entries(fieldMessages)) {
      expect(written(message('1', '2')), name).toEqual(everyAdminLanguage);
    }
    for (const code of fieldProblemCodes) {
      for (const lang of adminLanguages) {
        expect(fieldProblemIn({ code, values: {}, message: 'server text' }, lang), `${code} in ${lang}`).not.toBe('server text');
      }
    }
  });
});
