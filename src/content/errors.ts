import type { z } from 'zod';

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

/** What a field should have held, from zod's message ('Invalid input: expected string' -> 'string'). */
export function expectation(issue: z.core.$ZodIssue): string {
  return issue.message.replace(/^Invalid (input|option): expected /, '');
}

/** One line per problem: `<where>: <field>: expected <what>`. */
export function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = fieldPath(issue.path) || '(document)';
      return `${where}: field '${field}': expected ${expectation(issue)}`;
    })
    .join('\n');
}
