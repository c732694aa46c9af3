/**
 * The schemas use zod/mini, which loads no locale: zod's own refusals are worded by `english`
 * (src/content/errors.ts), which each schema is made with. The wording is the English locale's,
 * so every message (the export's, the staff API's, the studio's) reads as it did with it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { english } from '../../src/content/errors';
import { contactFormPostSchema, contactRequestSchema, contactSubmissionSchema } from '../../src/content/contact-request-schemas';

type RawIssue = Parameters<typeof english.error>[0];
const issues: RawIssue[] = [
  { code: 'invalid_type', expected: 'string', input: undefined },
  { code: 'invalid_type', expected: 'number', input: 'three' },
  { code: 'invalid_type', expected: 'int', input: 1.5 },
  { code: 'invalid_type', expected: 'number', input: NaN },
  { code: 'invalid_type', expected: 'number', input: Infinity },
  { code: 'invalid_type', expected: 'boolean', input: null },
  { code: 'invalid_type', expected: 'array', input: {} },
  { code: 'invalid_type', expected: 'object', input: [] },
  { code: 'invalid_value', values: ['tr', 'en'], input: 'de' },
  { code: 'invalid_value', values: [''], input: 'x' },
  { code: 'too_small', origin: 'array', minimum: 1, inclusive: true, input: [] },
  { code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: -1 },
  { code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 },
  { code: 'too_small', origin: 'string', minimum: 2, exact: true, input: 'x' },
  { code: 'too_big', origin: 'number', maximum: 2100, inclusive: true, input: 2101 },
  { code: 'too_big', origin: 'string', maximum: 5000, inclusive: true, input: '' },
  { code: 'too_big', origin: 'array', maximum: 3, inclusive: false, input: [] },
  { code: 'invalid_format', format: 'regex', pattern: '/^a$/', input: 'b' },
  { code: 'invalid_format', format: 'email', input: 'x' },
  { code: 'invalid_format', format: 'url', input: 'x' },
  { code: 'invalid_format', format: 'uuid', input: 'x' },
  { code: 'invalid_format', format: 'datetime', input: 'x' },
  { code: 'invalid_format', format: 'starts_with', prefix: 'a', input: 'b' },
  { code: 'not_multiple_of', divisor: 5, input: 3 },
  { code: 'unrecognized_keys', keys: ['website'], input: {} },
  { code: 'unrecognized_keys', keys: ['a', 'b'], input: {} },
  { code: 'invalid_union', errors: [], input: 'x' },
  { code: 'invalid_union', errors: [], inclusive: false, matches: [0, 1], input: 'x' } as RawIssue,
  { code: 'custom', input: 'x' },
] as RawIssue[];

describe("zod's own refusals", () => {
  it("read as zod's English locale words them", () => {
    const locale = z.locales.en().localeError;
    for (const issue of issues) expect(english.error(issue), issue.code).toBe(locale(issue as Parameters<typeof locale>[0]));
  });

  // A schema made without `english` would refuse with a bare 'Invalid input'.
  it('are worded by every schema that can raise one', () => {
    const RAISING = new Set(['string', 'number', 'boolean', 'array', 'object', 'enum', 'literal', 'union']);
    const unworded: string[] = [];
    const walk = (schema: z.core.$ZodType, path: string) => {
      const def = schema._zod.def as z.core.$ZodTypeDef & {
        innerType?: z.core.$ZodType;
        element?: z.core.$ZodType;
        shape?: Record<string, z.core.$ZodType>;
        options?: z.core.$ZodType[];
      };
      if (RAISING.has(def.type) && !def.error) unworded.push(`${path} (${def.type})`);
      if (def.innerType) walk(def.innerType, path);
      if (def.element) walk(def.element, `${path}[]`);
      for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, `${path}.${key}`);
      def.options?.forEach((option, n) => walk(option, `${path}|${n}`));
    };
    for (const key of documentKeys) walk(contentDocuments[key].schema, key);
    walk(contactRequestSchema, 'contactRequest');
    walk(contactSubmissionSchema, 'contactSubmission');
    walk(contactFormPostSchema, 'contactFormPost');
    expect(unworded).toEqual([]);
  });
});
