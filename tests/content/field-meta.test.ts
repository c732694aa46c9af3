/**
 * Every field an editor can change is named for editors in every language and has a kind a
 * form can show, read from the schemas (schemas.ts labels them with zod's .meta()).
 */
import { describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { describeFields, type FieldDescription } from '../../src/content/field-meta';
import { languages } from '../../src/i18n/routes';

const units = documentKeys.flatMap((key) => {
  const document = contentDocuments[key];
  const sub = document.subCollection;
  return sub
    ? [
        { name: `${key} (page)`, schema: sub.parentSchema },
        { name: `${key} item`, schema: sub.itemSchema },
      ]
    : [{ name: key, schema: document.schema }];
});

const flatten = (fields: FieldDescription[], prefix = ''): (FieldDescription & { path: string })[] =>
  fields.flatMap((field) => [{ ...field, path: `${prefix}${field.key}` }, ...flatten(field.fields ?? [], `${prefix}${field.key}.`)]);

describe('the fields of every unit editors change', () => {
  for (const { name, schema } of units) {
    it(`${name}: each field has a label in every language and a kind`, () => {
      for (const field of flatten(describeFields(schema))) {
        for (const lang of languages) expect(field.label[lang]?.trim(), `${field.path} in ${lang}`).toBeTruthy();
        expect(field.kind, field.path).toBeTruthy();
      }
    });
  }

  it('knows rich text, images, dates, choices and the fixed language', () => {
    const project = flatten(describeFields(contentDocuments.projects.subCollection!.itemSchema));
    const kind = (path: string) => project.find((field) => field.path === path)?.kind;
    expect([kind('htmlContent'), kind('primaryImageSource'), kind('ongoing'), kind('index'), kind('name')]).toEqual([
      'richText',
      'image',
      'boolean',
      'number',
      'text',
    ]);
    expect(project.find((field) => field.path === 'imageSources')).toMatchObject({ kind: 'list', entry: 'image' });
    expect(project.find((field) => field.path === 'htmlContent')?.optional).toBe(true);
    const about = describeFields(contentDocuments.aboutTagline.schema);
    expect(about.find((field) => field.key === 'aboutContent')?.kind).toBe('richText');
    expect(about.find((field) => field.key === 'lang')).toMatchObject({ fixed: true, kind: 'choice' });
    const news = describeFields(contentDocuments.news.subCollection!.itemSchema);
    expect(news.find((field) => field.key === 'createDate')?.kind).toBe('date');
    const header = flatten(describeFields(contentDocuments.header.schema));
    expect(header.find((field) => field.path === 'menuItems.subMenu')).toMatchObject({ kind: 'list', entry: 'group', optional: true });
    expect(header.find((field) => field.path === 'menuItems')?.label).toEqual({ tr: 'Menü', en: 'Menu' });
  });

  it('says which field lacks a label', async () => {
    const { z } = await import('zod');
    expect(() => describeFields(z.object({ unnamed: z.string() }))).toThrow("field 'unnamed' has no label for editors");
  });
});
