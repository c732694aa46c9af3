/**
 * A field's rule: the schema its document's schema applies at the field's path, read from the
 * schemas themselves, never from a list written here. Fields whose rules have the same key
 * (the same type, format and checks, down to the very functions the checks call) give the same
 * verdict on the same value, so a value is checked once per rule, not once per field.
 *
 * The key is conservative: two checks that mean the same but were made apart (two calls of
 * `z.url()`) count as two rules. That costs a few checks more, never a verdict.
 */
import * as z from 'zod/mini';
import { contentDocuments } from '../../src/content/documents';
import { schemaAt, unwrap, type ContentField, type Schema } from './content-fields';

export interface FieldRule {
  /** Everything that decides a verdict, written out. */
  key: string;
  /** The rule's number and what it is, for messages: `rule 1: string [overwrite, min_length 1, max_length 5000, custom markup]`. */
  label: string;
  /** Whether the rule alone accepts a value (the document's other checks aside). */
  accepts(value: string): boolean;
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;
function functionId(fn: object): number {
  let id = functionIds.get(fn);
  if (id === undefined) functionIds.set(fn, (id = nextFunctionId++));
  return id;
}

const isSchemaLike = (value: object): value is { _zod: { def: object } } => '_zod' in value;

/** A schema's definition written out: nested schemas and checks by their own definitions, functions by identity. */
function describe(value: unknown, seen: Set<object> = new Set()): string {
  if (typeof value === 'function') return `fn#${functionId(value)}`;
  if (value instanceof RegExp) return String(value);
  if (typeof value !== 'object' || value === null) return value === undefined ? 'undefined' : JSON.stringify(value);
  if (seen.has(value)) return 'cycle';
  seen.add(value);
  try {
    if (isSchemaLike(value)) return describe(value._zod.def, seen);
    if (Array.isArray(value)) return `[${value.map((item) => describe(item, seen)).join(',')}]`;
    return `{${Object.entries(value)
      .map(([name, item]) => `${name}:${describe(item, seen)}`)
      .join(',')}}`;
  } finally {
    seen.delete(value);
  }
}

type Def = { type: string; format?: string; checks?: { _zod: { def: object } }[] };

/** What a rule is, shortly: its type or format and its checks with their bounds. */
function summary(schema: Schema): string {
  const def = schema._zod.def as Def;
  const checks = (def.checks ?? []).map((check) => {
    const { check: kind, minimum, maximum, format, params } = check._zod.def as Record<string, unknown>;
    const problem = (params as { problem?: string } | undefined)?.problem;
    return [kind, format, minimum, maximum, problem].filter((part) => part !== undefined).join(' ');
  });
  return `${def.format ?? def.type}${checks.length > 0 ? ` [${checks.join(', ')}]` : ''}`;
}

/** The rule of every field, one object per distinct key, numbered in the order the fields first use them. */
export function fieldRules(fields: readonly ContentField[]): Map<ContentField, FieldRule> {
  const byKey = new Map<string, FieldRule>();
  const rules = new Map<ContentField, FieldRule>();
  for (const field of fields) {
    const schema = unwrap(schemaAt(contentDocuments[field.key].schema, field.path));
    if (!schema) throw new Error(`${field.file}: no schema found at '${field.name}'`);
    const key = describe(schema);
    let rule = byKey.get(key);
    if (!rule) {
      const label = `rule ${byKey.size + 1}: ${summary(schema)}`;
      rule = { key, label, accepts: (value) => z.safeParse(schema, value).success };
      byKey.set(key, rule);
    }
    rules.set(field, rule);
  }
  return rules;
}
