/**
 * Every (field, payload, mode) trial of the XSS corpus, decided without running the whole
 * document's schema a million times.
 *
 * A value the field's rule refuses is refused by its document too: the document's schema applies
 * that rule at that path. The rule's verdict on a value is the same for every field with the rule
 * (field-rules.ts), so it is computed once per (rule, value): once per payload for whole values,
 * once per realistic value a payload sits in for embedded ones. What the rule accepts, the
 * document may still refuse (a menu's link must lead to a page): each field validates its
 * document once with all its rule-accepted payloads together, the value the build then renders,
 * and in halves when that is refused, down to the payloads it refuses alone. Where the verdict
 * depends on the field, the field proves it:
 * - every field, in both modes, validates its document with a payload its rule refuses, which
 *   must be refused by a message naming its file and the field;
 * - the first field of each rule does so with every payload its rule refuses, so every message
 *   a rule's refusals make is read.
 */
import type { Content, DocumentKey } from '../../src/content/documents';
import { fieldPath } from '../../src/content/errors';
import type { Lang } from '../../src/i18n/routes';
import { baseDocument, embed, setAt, validateDocument, type ContentField, type Verdict } from './content-fields';
import { fieldRules, type FieldRule } from './field-rules';
import type { XssPayload } from './xss-payloads';

export type Mode = 'whole' | 'embedded';
export const modes: readonly Mode[] = ['whole', 'embedded'];

export interface Trial {
  field: ContentField;
  payload: XssPayload;
  mode: Mode;
}

/**
 * A long realistic value (a privacy notice's section runs to a thousand characters in German)
 * is cut at a word before it takes a field's payloads: all of them together must still fit the
 * field's length limit, and the payload sits between words of real text all the same.
 */
const REALISTIC_BASE_MAX = 400;
function realisticBase(base: string): string {
  if (base.length <= REALISTIC_BASE_MAX) return base;
  const cut = base.lastIndexOf(' ', REALISTIC_BASE_MAX);
  return base.slice(0, cut > 0 ? cut : REALISTIC_BASE_MAX);
}

/** What a trial's value has around its payload: nothing (whole), or the field's realistic value (embedded). */
function surroundings(field: ContentField, mode: Mode): { prefix: string; suffix: string } {
  return mode === 'whole' ? { prefix: '', suffix: '' } : embed(realisticBase(field.base), '');
}

/** The value a trial puts into its field. */
export function trialValue(field: ContentField, mode: Mode, payloadText: string): string {
  const { prefix, suffix } = surroundings(field, mode);
  return `${prefix}${payloadText}${suffix}`;
}

/**
 * A refusal must say where: every line names the snapshot file, and one names the field, as
 * `<file>: field '<path>': expected ...` (schema) or `<file>: <item> ('<text>'): url '...'` (links).
 */
function refusalProblem(field: ContentField, message: string): string | undefined {
  const lines = message.split(/\n(?=content-snapshot\/)/);
  const stray = lines.find((line) => !line.startsWith(`${field.file}: `));
  if (stray !== undefined) return `a line does not start with '${field.file}: ': ${stray.slice(0, 200)}`;
  const schemaLine = lines.some((line) => line.startsWith(`${field.file}: field '${field.name}': expected `));
  const item = fieldPath(field.path.slice(0, -1));
  const linkLine =
    field.path.at(-1) === 'url' && lines.some((line) => line.startsWith(`${field.file}: ${item} ('`) && line.includes("): url '"));
  return schemaLine || linkLine ? undefined : `no line names the field '${field.name}': ${message.slice(0, 300)}`;
}

export interface TrialResults {
  accepted: Trial[];
  refused: Record<Mode, number>;
  /** Refused by the field's rule, and by the rest of the document (a rule-accepted value). */
  refusedByRule: number;
  refusedByDocument: number;
  /** (rule, value) pairs a rule checked, and whole documents validated. */
  ruleChecks: number;
  documentValidations: number;
  rules: Map<ContentField, FieldRule>;
  /** The documents the trials changed, each field put back after its trials. */
  documents: Map<`${Lang}/${DocumentKey}`, ReturnType<typeof baseDocument>>;
  badMessages: string[];
}

export function runTrials(fields: readonly ContentField[], payloads: readonly XssPayload[], base: Record<Lang, Content>): TrialResults {
  const rules = fieldRules(fields);
  const results: TrialResults = {
    accepted: [],
    refused: { whole: 0, embedded: 0 },
    refusedByRule: 0,
    refusedByDocument: 0,
    ruleChecks: 0,
    documentValidations: 0,
    rules,
    documents: new Map(),
    badMessages: [],
  };
  // A rule's verdicts on every payload in the same surroundings: whole values, or one realistic value.
  const verdicts = new Map<FieldRule, Map<string, boolean[]>>();
  const ruleVerdicts = (rule: FieldRule, prefix: string, suffix: string): boolean[] => {
    let known = verdicts.get(rule);
    if (!known) verdicts.set(rule, (known = new Map()));
    const surroundingsKey = `${prefix}\u0000${suffix}`;
    let found = known.get(surroundingsKey);
    if (!found) {
      known.set(surroundingsKey, (found = payloads.map((payload) => rule.accepts(`${prefix}${payload.value}${suffix}`))));
      results.ruleChecks += payloads.length;
    }
    return found;
  };
  const validateWith = (field: ContentField, value: string): Verdict => {
    const id = `${field.lang}/${field.key}` as const;
    let doc = results.documents.get(id);
    if (!doc) results.documents.set(id, (doc = baseDocument(field.lang, field.key)));
    setAt(doc, field.path, value);
    results.documentValidations += 1;
    return validateDocument(field.lang, field.key, doc, base[field.lang]);
  };
  const checkRefusal = (trial: Trial, verdict: Verdict) => {
    const problem = verdict.accepted
      ? `${rules.get(trial.field)!.label} refuses it, the document accepts it`
      : refusalProblem(trial.field, verdict.message);
    if (problem && results.badMessages.length < 20)
      results.badMessages.push(`${trial.field.file} ${trial.field.name} payload ${trial.payload.id} (${trial.mode}): ${problem}`);
  };

  const readEveryMessage = new Set<FieldRule>();
  for (const field of fields) {
    const rule = rules.get(field)!;
    const everyMessage = !readEveryMessage.has(rule);
    readEveryMessage.add(rule);
    for (const mode of modes) {
      const { prefix, suffix } = surroundings(field, mode);
      const valueOf = (list: readonly XssPayload[]) => `${prefix}${list.map((p) => p.value).join('')}${suffix}`;
      const ruleAccepted: XssPayload[] = [];
      const accepts = ruleVerdicts(rule, prefix, suffix);
      let messageRead = false;
      payloads.forEach((payload, i) => {
        if (accepts[i]) {
          ruleAccepted.push(payload);
          return;
        }
        results.refused[mode] += 1;
        results.refusedByRule += 1;
        if (everyMessage || !messageRead) checkRefusal({ field, payload, mode }, validateWith(field, valueOf([payload])));
        messageRead = true;
      });
      // Together at first; a refused group in halves, down to the payloads the document refuses alone.
      const decide = (group: readonly XssPayload[]): void => {
        const verdict = validateWith(field, valueOf(group));
        if (verdict.accepted) {
          for (const payload of group) results.accepted.push({ field, payload, mode });
        } else if (group.length === 1) {
          results.refused[mode] += 1;
          results.refusedByDocument += 1;
          checkRefusal({ field, payload: group[0]!, mode }, verdict);
        } else {
          const half = Math.ceil(group.length / 2);
          decide(group.slice(0, half));
          decide(group.slice(half));
        }
      };
      if (ruleAccepted.length > 0) decide(ruleAccepted);
    }
    const doc = results.documents.get(`${field.lang}/${field.key}`);
    if (doc) setAt(doc, field.path, field.inBase ? field.base : undefined);
  }
  return results;
}
