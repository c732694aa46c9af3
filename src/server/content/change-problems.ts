/**
 * What the export would refuse once a unit holds new data, checked at every save as the export
 * checks it: the unit's schema, the whole document, the language's links.
 */
import type * as z from 'zod/mini';
import { contentDocuments, documentKeys, unitSchema, type Content } from '../../content/documents';
import { fieldMessages } from '../../content/field-messages';
import { fieldProblem, type FieldProblem } from '../../content/field-problems';
import { contentLinkProblems, type LinkProblem } from '../../content/links';
import type { Lang } from '../../i18n/routes';
import type { ContentUnit } from '../store/content';
import { applied, assembled, type ContentSource, type DocumentView } from './document-view';

type Baseline = ContentSource['baseline'];

/** What the export would refuse in the language (`views`, as read now) once this unit holds `data`. */
export function problemsWith(
  baseline: Baseline,
  target: ContentUnit,
  data: Record<string, unknown> | null,
  views: DocumentView[],
): FieldProblem[] {
  if (data !== null) {
    const own = unitSchema(target.key, target.item !== null).safeParse(data);
    if (!own.success) return own.error.issues.map((issue) => fieldProblem(issue));
  }
  const joined = assembled(target.key, applied(target, data, views));
  const whole = contentDocuments[target.key].schema.safeParse(joined);
  if (!whole.success) return documentProblems(target, joined, whole.error.issues);
  if (whole.data.lang !== target.lang)
    return [
      {
        field: 'lang',
        code: 'notDocumentLanguage',
        values: { lang: target.lang },
        message: fieldMessages.documentLanguage(target.lang).en,
      },
    ];
  return newLinkProblems(baseline, target, whole.data, views);
}

/** The whole document's refusals; those inside the saved item, if any, alone and named as the item's own fields. */
function documentProblems(
  { key, item }: ContentUnit,
  joined: Record<string, unknown>,
  issues: readonly z.core.$ZodIssue[],
): FieldProblem[] {
  const sub = contentDocuments[key].subCollection;
  const ownPosition = sub && item !== null ? (joined[sub.field] as { id: string }[]).findIndex((entry) => entry.id === item) : -1;
  const named = issues.map((issue) => {
    const [field, position, itemKey, ...rest] = issue.path;
    // An issue inside the saved item, or with its id, is named as the item's own field.
    const own = sub !== undefined && item !== null && field === sub.field && position === ownPosition;
    const path = !own ? issue.path : itemKey === sub?.itemKey ? rest : [itemKey!];
    return { own, problem: fieldProblem(issue, path) };
  });
  const owned = named.filter((entry) => entry.own);
  return (owned.length > 0 ? owned : named).map((entry) => entry.problem);
}

/** The links the document (`parsed`, valid) breaks in its language; a link another document already broke is not this save's. */
function newLinkProblems(baseline: Baseline, { lang, key }: ContentUnit, parsed: unknown, views: DocumentView[]): FieldProblem[] {
  const before = linkContext(baseline, lang, views);
  const named = (problem: LinkProblem) => `${problem.key} ${problem.field} ${problem.reason}`;
  const known = new Set(contentLinkProblems(before, lang).map(named));
  return contentLinkProblems({ ...before, [key]: parsed } as Content, lang)
    .filter((problem) => !known.has(named(problem)))
    .map((problem) => ({
      field: problem.key === key ? problem.field : `${problem.key}: ${problem.field}`,
      code: 'brokenLink',
      values: { text: problem.text, reason: problem.reason },
      message: fieldMessages.linkToPage(problem.text, problem.reason).en,
    }));
}

/**
 * The language's documents for checking links: each as stored where it is valid, else as the
 * snapshot has it, so a document broken elsewhere (by hand in Firestore, or under older
 * rules) never blocks a save, the one that repairs it included.
 */
function linkContext(baseline: Baseline, lang: Lang, views: DocumentView[]): Content {
  const documents = documentKeys.map((key, index) => {
    const parsed = contentDocuments[key].schema.safeParse(assembled(key, views[index]!));
    return [key, parsed.success ? parsed.data : baseline(lang)[key]];
  });
  return Object.fromEntries(documents) as Content;
}
