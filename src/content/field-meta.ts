/**
 * The fields of a content schema as a form shows them: each with its label for editors in
 * every language and its kind, read from the schemas themselves (the metadata schemas.ts
 * registers in zod's global registry), so there is no second list of fields to keep in step
 * with them. A field's structure (optional or not, its choices, a group's or a list's inner
 * fields) is read through `def`, the definition zod's classic and mini schemas both expose as a
 * public member, never through zod's internals (`_zod`), which a zod release may reshape.
 */
import * as z from 'zod/mini';
import type { FieldLabel } from './schemas';

/** What a field holds, so what control edits it; `longText` is a plain text of paragraphs (declared in schemas.ts, never guessed). */
export type FieldKind =
  'text' | 'longText' | 'richText' | 'image' | 'url' | 'email' | 'date' | 'number' | 'boolean' | 'choice' | 'group' | 'list';

export interface FieldDescription {
  key: string;
  label: FieldLabel;
  kind: FieldKind;
  optional: boolean;
  /** Set by where the document lives (its language), never edited. */
  fixed: boolean;
  /** A choice's options. */
  choices?: readonly string[];
  /** Where schemas.ts names them for editors: each option's name, by option. */
  choiceLabels?: Readonly<Record<string, FieldLabel>>;
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
  /** A fact that does not depend on language: one value, written to every language's document. */
  shared?: true;
  /** Where the site shows this image (or these images), for editors to know what they change. */
  shownAt?: FieldLabel;
}

interface Meta {
  label?: FieldLabel;
  kind?: FieldKind;
  fixed?: boolean;
  alt?: string;
  verbatim?: boolean;
  shared?: boolean;
  shownAt?: FieldLabel;
  choiceLabels?: Readonly<Record<string, FieldLabel>>;
}

/** Any zod schema, classic or mini: both declare `def` public on every schema. */
type Schema = z.core.$ZodType & { readonly def: z.core.$ZodTypeDef };
type Def = z.core.$ZodTypeDef & {
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  format?: string;
};
const defOf = (schema: Schema): Def => schema.def as Def;

const metaOf = (schema: Schema): Meta => (z.globalRegistry.get(schema) ?? {}) as Meta;

/** The wrappers that make a field optional; what each wraps is its `innerType`. */
const OPTIONAL_WRAPPERS = new Set(['optional', 'nullable', 'default']);

/** The schema under optional, nullable and default wrappers, and whether one made it optional. */
function unwrapped(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (OPTIONAL_WRAPPERS.has(defOf(inner).type)) {
    optional = true;
    inner = defOf(inner).innerType!;
  }
  return { inner, optional };
}

const KIND_OF_TYPE: Partial<Record<string, FieldKind>> = {
  object: 'group',
  array: 'list',
  enum: 'choice',
  boolean: 'boolean',
  number: 'number',
};
const KIND_OF_FORMAT: Partial<Record<string, FieldKind>> = { datetime: 'date', url: 'url', email: 'email' };

function kindOf(schema: Schema): FieldKind {
  const def = defOf(schema);
  return metaOf(schema).kind ?? KIND_OF_TYPE[def.type] ?? KIND_OF_FORMAT[def.format ?? ''] ?? 'text';
}

export function describeFields(schema: Schema): FieldDescription[] {
  const shape = defOf(schema).shape ?? {};
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
    if (meta.shared === true) description.shared = true;
    if (meta.shownAt) description.shownAt = meta.shownAt;
    if (meta.choiceLabels) description.choiceLabels = meta.choiceLabels;
    const def = defOf(inner);
    if (def.type === 'enum') description.choices = Object.values(def.entries!);
    if (def.type === 'object') description.fields = describeFields(inner);
    if (def.type === 'array') {
      const element = unwrapped(def.element!).inner;
      description.entry = kindOf(element);
      if (defOf(element).type === 'object') description.fields = describeFields(element);
    }
    return description;
  });
}
