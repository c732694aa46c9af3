/**
 * Every field an editor can change is named for editors in every admin language and has a kind a
 * form can show, read from the schemas (schemas.ts labels each with `field(schema, label(...))`).
 */
import { describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { describeFields, type FieldDescription } from '../../src/content/field-meta';
import { adminLanguages } from '../../src/i18n/admin-languages';

const units = documentKeys.flatMap((key) => {
  const document = contentDocuments[key];
  const sub = document.subCollection;
  return sub
    ? [
        { key, name: `${key} (page)`, schema: sub.parentSchema },
        { key, name: `${key} item`, schema: sub.itemSchema },
      ]
    : [{ key, name: key, schema: document.schema }];
});

const flatten = (fields: FieldDescription[], prefix = ''): (FieldDescription & { path: string })[] =>
  fields.flatMap((field) => [{ ...field, path: `${prefix}${field.key}` }, ...flatten(field.fields ?? [], `${prefix}${field.key}.`)]);

describe('the fields of every unit editors change', () => {
  for (const { name, schema } of units) {
    it(`${name}: each field has a label in every admin language and a kind`, () => {
      for (const field of flatten(describeFields(schema))) {
        for (const lang of adminLanguages) expect(field.label[lang]?.trim(), `${field.path} in ${lang}`).toBeTruthy();
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

  it('pairs an image with its alt text, optional images and lists of images too', () => {
    const project = describeFields(contentDocuments.projects.subCollection!.itemSchema);
    const field = (key: string) => project.find((candidate) => candidate.key === key);
    expect(field('primaryImageSource')).toMatchObject({ kind: 'image', optional: true, alt: 'primaryImageAlt' });
    expect(field('imageSources')).toMatchObject({ kind: 'list', entry: 'image', alt: 'imageAlts' });
    expect(field('imageAlts')).toMatchObject({ kind: 'list', entry: 'text', optional: true });
    expect(field('name')?.alt).toBeUndefined();
  });

  it('says which field lacks a label, and where to give it one', async () => {
    const { z } = await import('zod');
    expect(() => describeFields(z.object({ unnamed: z.string() }))).toThrow(
      "field 'unnamed' has no label for editors: give it one in src/content/schemas.ts",
    );
  });

  it('says which field of a group of zod mini schemas lacks a label, as schemas.ts builds them', async () => {
    const z = await import('zod/mini');
    const labelled = z.string().register(z.globalRegistry, { label: { tr: 'Ad', en: 'Name' } });
    const group = z.object({ name: labelled, city: z.optional(z.string()) });
    expect(() =>
      describeFields(z.object({ address: group.register(z.globalRegistry, { label: { tr: 'Adres', en: 'Address' } }) })),
    ).toThrow("field 'city' has no label for editors: give it one in src/content/schemas.ts");
  });

  it('says which image names an alt text field that is not beside it', async () => {
    const { z } = await import('zod');
    const photo = z.string().meta({ label: { tr: 'Fotoğraf', en: 'Photo' }, kind: 'image', alt: 'photoAlt' });
    expect(() => describeFields(z.object({ photo }))).toThrow(
      "field 'photo' names 'photoAlt' as its alt text, but there is no field 'photoAlt'",
    );
  });
});

/**
 * The image fields that deliberately have no alt text, with why: an editor is asked for an alt
 * text only where a page shows it.
 */
const imagesWithoutAlt: Record<string, string> = {
  'site logoSource': 'read by the structured data only (Organization.logo), never shown as an <img>',
};

const isImage = (field: FieldDescription) => field.kind === 'image' || (field.kind === 'list' && field.entry === 'image');

/** Every image field of a unit, each with the fields beside it (its object's fields). */
function imageFields(fields: FieldDescription[], prefix = ''): { path: string; field: FieldDescription; siblings: FieldDescription[] }[] {
  return fields.flatMap((field) => [
    ...(isImage(field) ? [{ path: `${prefix}${field.key}`, field, siblings: fields }] : []),
    ...imageFields(field.fields ?? [], `${prefix}${field.key}.`),
  ]);
}

describe('the alt text of every image', () => {
  for (const { key, name, schema } of units) {
    it(`${name}: each image field names the field beside it that holds its alt text`, () => {
      for (const { path, field, siblings } of imageFields(describeFields(schema))) {
        const where = `${key} ${path}`;
        if (where in imagesWithoutAlt) {
          expect(field.alt, `${where} is listed as having no alt text`).toBeUndefined();
          continue;
        }
        expect(field.alt, `${where} names no alt text field`).toBeDefined();
        const alt = siblings.find((sibling) => sibling.key === field.alt);
        // One text for one image; for a list of images, a list of texts in the same order.
        if (field.kind === 'image') expect(alt?.kind, `${where}'s alt ${field.alt}`).toBe('text');
        else expect(alt, `${where}'s alts ${field.alt}`).toMatchObject({ kind: 'list', entry: 'text' });
      }
    });
  }

  it('lists no image without alt text that is not an image field of the content', () => {
    const images = units.flatMap(({ key, schema }) => imageFields(describeFields(schema)).map(({ path }) => `${key} ${path}`));
    for (const where of Object.keys(imagesWithoutAlt)) expect(images, where).toContain(where);
  });
});

describe('where each image is shown', () => {
  for (const { key, name, schema } of units) {
    it(`${name}: each image field tells editors where the site shows it, in every admin language`, () => {
      for (const { path, field } of imageFields(describeFields(schema))) {
        for (const lang of adminLanguages) expect(field.shownAt?.[lang]?.trim(), `${key} ${path} in ${lang}`).toBeTruthy();
      }
    });
  }
});
