import * as z from 'zod/mini';

/** Content that cannot be used; the message says where (file or Firestore path), which field, what was expected. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

const SIZE_UNITS: Partial<Record<string, string>> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };
const FORMAT_NAMES: Partial<Record<string, string>> = {
  regex: 'input',
  template_literal: 'input',
  email: 'email address',
  url: 'URL',
  uuid: 'UUID',
  datetime: 'ISO datetime',
};
const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input) ? String(input) : type === 'nan' ? 'NaN' : type;

/**
 * zod's own refusals (those a schema words no message for), worded as zod's English locale
 * words them and built from the issue's own fields: zod/mini loads no locale, and the browser's
 * bundle should carry none for the few refusals content can meet. Read back by expectation().
 */
function englishIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(z.util.parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = big ? issue.maximum : issue.minimum;
      const relation = issue.exact ? 'exactly ' : `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}`;
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      const unit = SIZE_UNITS[issue.origin ?? ''];
      const expected = unit ? `to have ${relation}${bound.toString()} ${unit}` : `to be ${relation}${bound.toString()}`;
      return `Too ${big ? 'big' : 'small'}: expected ${origin} ${expected}`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with') return `Invalid string: must start with "${(issue as { prefix?: string }).prefix}"`;
      if (issue.format === 'ends_with') return `Invalid string: must end with "${(issue as { suffix?: string }).suffix}"`;
      if (issue.format === 'includes') return `Invalid string: must include "${(issue as { includes?: string }).includes}"`;
      if (issue.format === 'regex') return `Invalid string: must match pattern ${(issue as { pattern?: string }).pattern}`;
      return `Invalid ${FORMAT_NAMES[issue.format] ?? issue.format}`;
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${z.util.joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    case 'invalid_union': {
      const options = (issue as { options?: readonly unknown[] }).options;
      if (options?.length) return `Invalid discriminator value. Expected ${options.map((option) => `'${String(option)}'`).join(' | ')}`;
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    }
    default:
      return 'Invalid input';
  }
}

/**
 * The parameters every schema of src/content/ is made with (`z.string(english)`): a schema's
 * own error map words the refusals it and its checks raise, so any parse of it reads the same,
 * with or without a locale loaded, in the browser as on the server.
 */
export const english = { error: englishIssue } as const;

/** What a field should have held, from its message ('Invalid input: expected string' -> 'string'). */
export function expectation(issue: z.core.$ZodIssue): string {
  return issue.message.replace(/^Invalid (input|option): expected /, '');
}

/** One line per problem: `<where>: <field>: expected <what>`. */
export function describeIssues(where: string, error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const field = fieldPath(issue.path) || '(document)';
      return `${where}: field '${field}': expected ${expectation(issue)}`;
    })
    .join('\n');
}
