/**
 * Every image an editor sets needs its alt text, nested ones too: an image in a group or in an
 * entry of a list of groups is checked as a top-level one is, and its problem's link finds the
 * alt text's input. No schema of the site nests an image today, so a test-only one does here.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeFields } from '../../../../../../src/content/field-meta';
import { missingAlts } from '../../../../../../src/islands/admin/studio/fields/image/image-alts';
import { controlId, parseFieldPath } from '../../../../../../src/islands/admin/studio/unit/unit-data';

/** What field-meta.ts reads of a field, registered as schemas.ts registers it. */
const meta = <T extends z.ZodMiniType>(schema: T, values: Record<string, unknown>): T => {
  const copy = schema.clone();
  z.globalRegistry.add(copy as z.ZodMiniType, values);
  return copy;
};
/** An object whose fields carry a label, as schemas.ts's `fields` makes one. */
const labelled = (shape: Record<string, z.ZodMiniType>) =>
  z.object(Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, meta(schema, { label: { tr: key, en: key } })])));
const image = (alt: string) => meta(z.string(), { kind: 'image', alt });
const photo = labelled({ photo: image('photoAlt'), photoAlt: z.optional(z.string()), caption: z.string() });
const fields = describeFields(
  labelled({
    cover: image('coverAlt'),
    coverAlt: z.optional(z.string()),
    gallery: meta(z.array(z.string()), { alt: 'galleryAlts' }),
    galleryAlts: z.optional(z.array(z.string())),
    feature: photo,
    items: z.array(photo),
  }),
);

const MESSAGE = 'needs alt text';
const entry = (src: string, alt?: string) => ({ photo: src, caption: 'c', ...(alt === undefined ? {} : { photoAlt: alt }) });
const saved = {
  cover: '/images/a.jpg',
  gallery: ['/images/g1.jpg'],
  feature: entry('/images/f.jpg'),
  items: [entry('/images/i0.jpg'), entry('/images/i1.jpg')],
};
const problems = (values: Record<string, unknown>) => [...missingAlts(fields, values, saved, MESSAGE).keys()];

describe('missing alt texts', () => {
  it('asks for none where the images are the saved ones, even without alt texts', () => {
    expect(problems(saved)).toEqual([]);
  });

  it('asks for the alt of a new top-level image and of a new photo in a list, as before', () => {
    expect(problems({ ...saved, cover: '/images/b.jpg', gallery: ['/images/g1.jpg', '/images/g2.jpg'] })).toEqual([
      'coverAlt',
      'galleryAlts[1]',
    ]);
    expect(problems({ ...saved, cover: '/images/b.jpg', coverAlt: 'A roof' })).toEqual([]);
  });

  it("asks for the alt of a group's new image, at its path", () => {
    expect(problems({ ...saved, feature: entry('/images/new.jpg') })).toEqual(['feature.photoAlt']);
    expect(problems({ ...saved, feature: entry('/images/new.jpg', '  ') })).toEqual(['feature.photoAlt']);
    expect(problems({ ...saved, feature: entry('/images/new.jpg', 'A bridge') })).toEqual([]);
  });

  it("asks for the alt of a list entry's new image, at the entry's path", () => {
    const items = [entry('/images/i0.jpg'), entry('/images/i1.jpg'), entry('/images/i2.jpg')];
    expect(problems({ ...saved, items })).toEqual(['items[2].photoAlt']);
    items[2] = entry('/images/i2.jpg', 'A crane');
    expect(problems({ ...saved, items })).toEqual([]);
  });

  it('asks for nothing when entries with saved images only move', () => {
    expect(problems({ ...saved, items: [entry('/images/i1.jpg'), entry('/images/i0.jpg')] })).toEqual([]);
  });

  it("leads each nested alt's problem to the input beside its image", () => {
    // The ids the form gives: the image's control id (its path) with `-alt` (ImageField.tsx).
    const target = (field: string) => controlId(fields, 'field-tr', parseFieldPath(field));
    expect(target('feature.photoAlt')).toBe('field-tr-feature-photo-alt');
    expect(target('items[2].photoAlt')).toBe('field-tr-items-2-photo-alt');
    expect(target('coverAlt')).toBe('field-tr-cover-alt');
    expect(target('galleryAlts[1]')).toBe('field-tr-gallery-1-alt');
    expect(target('items[2].caption')).toBe('field-tr-items-2-caption');
  });
});
