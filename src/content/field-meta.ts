/**
 * The fields of a content schema as a form shows them: each with its label for editors in
 * every language and its kind, read from the schemas themselves (zod's .meta(), set in
 * schemas.ts), so there is no second list of fields to keep in step with them.
 */
import { z } from 'zod';
import type { FieldLabel } from './schemas';

type FieldKind = 'text' | 'richText' | 'image' | 'url' | 'email' | 'date' | 'number' | 'boolean' | 'choice' | 'group' | 'list';

export interface FieldDescription {
  key: string;
  label: FieldLabel;
  kind: FieldKind;
  optional: boolean;
  /** Set by where the document lives (its language), never edited. */
  fixed: boolean;
  /** A choice's options. */
  choices?: readonly string[];
  /** A group's fields, or the fields of each entry of a list of groups. */
  fields?: FieldDescription[];
  /** The kind of each entry of a list. */
  entry?: FieldKind;
  /**
   * An image's alt text lives in this sibling field of the same object, so a form shows the two
   * together: a text for one image, a list of texts (one per entry, same order) for a list of images.
   */
  alt?: string;
  /** A text that is no translation (an address, a code): the same kind of fact in every language. */
  verbatim?: true;
  /** Where the site shows this image (or these images), for editors to know what they change. */
  shownAt?: FieldLabel;
}

interface Meta {
  label?: FieldLabel;
  kind?: FieldKind;
  fixed?: boolean;
  alt?: string;
  verbatim?: boolean;
  shownAt?: FieldLabel;
}

const metaOf = (schema: z.ZodType): Meta => (schema.meta() ?? {}) as Meta;

/** The schema under optional, nullable and default wrappers, and whether one made it optional. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    optional = true;
    inner = inner.unwrap() as z.ZodType;
  }
  return { inner, optional };
}

function kindOf(schema: z.ZodType): FieldKind {
  const declared = metaOf(schema).kind;
  if (declared) return declared;
  if (schema instanceof z.ZodObject) return 'group';
  if (schema instanceof z.ZodArray) return 'list';
  if (schema instanceof z.ZodEnum) return 'choice';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodNumber) return 'number';
  const format = (schema as { def?: { format?: string } }).def?.format;
  if (format === 'datetime') return 'date';
  if (format === 'url') return 'url';
  if (format === 'email') return 'email';
  return 'text';
}

export function describeFields(schema: z.ZodObject): FieldDescription[] {
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([key, field]) => {
    const { inner, optional } = unwrapped(field);
    const meta = { ...metaOf(inner), ...metaOf(field) };
    if (!meta.label) throw new Error(`field '${key}' has no label for editors: give it one in src/content/schemas.ts`);
    const kind = kindOf(inner);
    const description: FieldDescription = { key, label: meta.label, kind, optional, fixed: meta.fixed === true };
    if (meta.alt !== undefined) {
      // A form would pair the image with a field that is not there: its alt text could never be edited.
      if (!Object.hasOwn(shape, meta.alt)) {
        throw new Error(
          `field '${key}' names '${meta.alt}' as its alt text, but there is no field '${meta.alt}' beside it in src/content/schemas.ts`,
        );
      }
      description.alt = meta.alt;
    }
    if (meta.verbatim === true) description.verbatim = true;
    if (meta.shownAt) description.shownAt = meta.shownAt;
    if (inner instanceof z.ZodEnum) description.choices = inner.options as string[];
    if (inner instanceof z.ZodObject) description.fields = describeFields(inner);
    if (inner instanceof z.ZodArray) {
      const element = unwrapped(inner.element as z.ZodType).inner;
      description.entry = kindOf(element);
      if (element instanceof z.ZodObject) description.fields = describeFields(element);
    }
    return description;
  });
}
