/**
 * A refused field as the staff API answers it and the content studio shows it: a code this
 * product defines, the values its message needs, and the English message for operators and
 * logs. The code is read from the issue's own fields (zod's `code`, `origin`, `format`, bounds)
 * or, for a check the schemas word themselves, from the `params.problem` it attaches; never
 * from the message's words, so a zod upgrade cannot silently change what editors read.
 */
import type * as z from 'zod/mini';
import type { AdminLang } from '../i18n/admin-languages';
import { expectation, fieldPath } from './errors';
import { fieldMessages } from './field-messages';

type Values = Readonly<Record<string, string | number>>;

/** Each code with what the admin reads for it, filled with the problem's values. */
const texts = {
  required: () => fieldMessages.nonEmptyText(),
  tooLong: (v: Values) => fieldMessages.atMost(String(v['maximum'])),
  tooFew: (v: Values) => fieldMessages.atLeastItems(String(v['minimum'])),
  tooSmall: (v: Values) => fieldMessages.atLeastNumber(String(v['minimum'])),
  tooBig: (v: Values) => fieldMessages.atMostNumber(String(v['maximum'])),
  notText: () => fieldMessages.string(),
  notNumber: () => fieldMessages.number(),
  notWholeNumber: () => fieldMessages.wholeNumber(),
  notYesNo: () => fieldMessages.boolean(),
  notList: () => fieldMessages.list(),
  notGroup: () => fieldMessages.group(),
  notOneOf: (v: Values) => fieldMessages.oneOf(String(v['options'])),
  notEmail: () => fieldMessages.email(),
  notUrl: () => fieldMessages.httpUrl(),
  notDateTime: () => fieldMessages.dateTime(),
  markup: () => fieldMessages.plainText(),
  notSlug: () => fieldMessages.slug(),
  notDocumentId: () => fieldMessages.documentId(),
  notSitePath: () => fieldMessages.sitePath(),
  notSiteOrigin: () => fieldMessages.siteOrigin(),
  notCountryCode: () => fieldMessages.countryCode(),
  notRegisterNumber: () => fieldMessages.registerNumber(),
  notVatId: () => fieldMessages.vatId(),
  notTrustedImage: () => fieldMessages.imagePath(),
  notTrustedMap: (v: Values) => fieldMessages.mapEmbed(String(v['pages'])),
  duplicateId: (v: Values) => fieldMessages.uniqueIds(String(v['value'])),
  duplicateUrl: (v: Values) => fieldMessages.uniqueUrls(String(v['value'])),
  oneAltPerPhoto: (v: Values) => fieldMessages.oneAltPerPhoto(String(v['photos']), String(v['alts'])),
  oneFirstOffice: (v: Values) => fieldMessages.oneFirstOffice(String(v['marked'])),
  firstOfficeReach: () => fieldMessages.firstOfficeReach(),
  notClockTime: () => fieldMessages.clockTime(),
  closesAfterOpens: (v: Values) => fieldMessages.closesAfterOpens(String(v['opens'])),
  dayOrder: (v: Values) => fieldMessages.dayOrder(String(v['from'])),
  notDocumentLanguage: (v: Values) => fieldMessages.documentLanguage(String(v['lang'])),
  brokenLink: (v: Values) => fieldMessages.linkToPage(String(v['text']), String(v['reason'])),
  unknownPlaceholder: (v: Values) => fieldMessages.knownPlaceholders(String(v['placeholder']), String(v['known'])),
  notDeletable: () => fieldMessages.notDeletable(),
  notShared: (v: Values) => fieldMessages.sameInEveryLanguage(String(v['lang'])),
  invalid: () => fieldMessages.valid(),
} satisfies Record<string, (values: Values) => Readonly<Record<AdminLang, string>>>;

export type FieldProblemCode = keyof typeof texts;
export const fieldProblemCodes = Object.keys(texts) as FieldProblemCode[];

/** A field refused: by its path in the unit's data (`hero.headline`), or `(document)`. */
export interface FieldProblem {
  field: string;
  code: FieldProblemCode;
  values: Values;
  /** In English, as the export says it. */
  message: string;
}

/** What a check of the schemas attaches to its issue (`params`) to name its own code and values. */
export const problemParams = (code: FieldProblemCode, values: Values = {}) => ({ problem: code, ...values });

const isCode = (code: unknown): code is FieldProblemCode => typeof code === 'string' && Object.hasOwn(texts, code);

const TYPE_CODES: Partial<Record<string, FieldProblemCode>> = {
  string: 'notText',
  number: 'notNumber',
  int: 'notWholeNumber',
  boolean: 'notYesNo',
  array: 'notList',
  object: 'notGroup',
};
const FORMAT_CODES: Partial<Record<string, FieldProblemCode>> = { email: 'notEmail', url: 'notUrl', datetime: 'notDateTime' };

function codeOf(issue: z.core.$ZodIssue): { code: FieldProblemCode; values: Values } {
  switch (issue.code) {
    case 'custom': {
      const { problem, ...values } = (issue.params ?? {}) as Record<string, string | number>;
      return isCode(problem) ? { code: problem, values } : { code: 'invalid', values: {} };
    }
    case 'invalid_type':
      return { code: TYPE_CODES[issue.expected] ?? 'invalid', values: {} };
    case 'invalid_value':
      return { code: 'notOneOf', values: { options: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { code: FORMAT_CODES[issue.format] ?? 'invalid', values: {} };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum === 1) return { code: 'required', values: {} };
      if (issue.origin === 'array') return { code: 'tooFew', values: { minimum } };
      if (issue.origin === 'number' || issue.origin === 'int') return { code: 'tooSmall', values: { minimum } };
      return { code: 'invalid', values: {} };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', values: { maximum } };
      if (issue.origin === 'number' || issue.origin === 'int') return { code: 'tooBig', values: { maximum } };
      return { code: 'invalid', values: {} };
    }
    default:
      return { code: 'invalid', values: {} };
  }
}

/** A schema's refusal as the API answers it; `path` is where in the unit (the issue's own path by default). */
export function fieldProblem(issue: z.core.$ZodIssue, path: readonly PropertyKey[] = issue.path): FieldProblem {
  return { field: fieldPath(path) || '(document)', ...codeOf(issue), message: expectation(issue) };
}

/**
 * What a problem says in the admin's language, from its code and values; a code this studio
 * does not know (a newer or older server) shows the server's English message.
 */
export function fieldProblemIn(problem: Pick<FieldProblem, 'message'> & { code?: string; values?: Values }, lang: AdminLang): string {
  return isCode(problem.code) ? texts[problem.code](problem.values ?? {})[lang] : problem.message;
}
