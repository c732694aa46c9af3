/**
 * A small unit for the editor model's tests, built by hand so that it needs no locale table: a
 * translated title, a shared flag, a group with a shared year and a translated note, a list of
 * groups with a shared flag in each entry, an image with its alt text, and a field fixed by the
 * language. The model is run with two languages and with three.
 */
import * as z from 'zod/mini';
import type { FieldDescription } from '../../../../../src/content/field-meta';
import type { ContentVersion, FieldProblemAnswer } from '../../../../../src/admin-api/contract';
import type { Side, Sides } from '../../../../../src/islands/admin/studio/model/sides';
import type { Data } from '../../../../../src/islands/admin/studio/unit/unit-data';

/** For describe.each: the language lists, each with a name for the title. */
export const languageLists: { langs: readonly string[]; name: string }[] = [
  { langs: ['tr', 'en'], name: 'tr, en' },
  { langs: ['tr', 'en', 'de'], name: 'tr, en, de' },
];

const label = { tr: 'Alan', en: 'Field' };
const field = (key: string, kind: FieldDescription['kind'], more: Partial<FieldDescription> = {}): FieldDescription => ({
  key,
  label,
  kind,
  optional: false,
  fixed: false,
  ...more,
});

export const fields: FieldDescription[] = [
  field('title', 'text'),
  field('completed', 'boolean', { shared: true }),
  field('facts', 'group', { fields: [field('year', 'number', { shared: true }), field('note', 'text', { optional: true })] }),
  field('stops', 'list', { entry: 'group', fields: [field('name', 'text'), field('open', 'boolean')] }),
  field('photo', 'image', { optional: true, alt: 'photoAlt' }),
  field('photoAlt', 'text', { optional: true }),
  field('lang', 'text', { fixed: true }),
];

export const schema = z.object({
  title: z.string().check(z.minLength(1)),
  completed: z.boolean(),
  facts: z.object({ year: z.number(), note: z.optional(z.string()) }),
  stops: z.array(z.object({ name: z.string().check(z.minLength(1)), open: z.boolean() })),
  photo: z.optional(z.string()),
  photoAlt: z.optional(z.string()),
  lang: z.string(),
});

/** A valid unit in `lang`. */
export const unitIn = (lang: string, more: Data = {}): Data => ({
  title: `Metro ${lang}`,
  completed: false,
  facts: { year: 2020, note: `not ${lang}` },
  stops: [{ name: `Kızılay ${lang}`, open: true }],
  lang,
  ...more,
});

export const version = (data: Data, revision: number, updatedBy = 'colleague@example.com'): ContentVersion & { data: Data } => ({
  data,
  revision,
  updatedAt: `2026-11-26T10:0${revision % 10}:00Z`,
  updatedBy,
});

/** A side opened at `revision` of `data`, nothing typed. */
const opened = (data: Data, revision: number): Side => ({
  saved: version(data, revision),
  startedFrom: revision,
  origin: data,
  clean: data,
  values: data,
  refused: new Map(),
  conflict: null,
});

/** Every language opened at the same revision of its own unit. */
export function openedSides<L extends string>(langs: readonly L[], revision = 3): Sides<L> {
  return Object.fromEntries(langs.map((lang) => [lang, opened(unitIn(lang), revision)])) as Sides<L>;
}

/** The side with `changes` typed over its values. */
export const typed = (side: Side, changes: Data): Side => ({ ...side, values: { ...side.values, ...changes } });

export const words = {
  expected: (problem: { code?: string; field: string }) => `expected:${problem.code ?? '?'}`,
  altRequired: 'alt needed',
};

/** What the server refused at `field`. */
export const refusal = (field: string, code: FieldProblemAnswer['code'] = 'required'): FieldProblemAnswer => ({
  field,
  code,
  values: {},
  message: code,
});
