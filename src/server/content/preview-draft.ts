/**
 * An editor's unsaved draft of one unit, laid over the content a preview starts from. The draft
 * is checked as a save is (the unit's schema, then the whole document; in a document of items,
 * the changed unit against the others, already checked: src/content/changed-unit.ts), but a
 * refusal does not stop the preview: a refused field shows its stored value, and the answer names it with the
 * refusal's code and values, so the pane can say in the admin's language what is not shown yet.
 */
import { withChangedUnit } from '../../content/changed-unit';
import { documentKeys, isDocumentKey, unitSchema, type Content, type DocumentKey } from '../../content/documents';
import { fromStored, toStored, type StoredDocument } from '../../content/document-parts';
import { fieldProblem, type FieldProblem } from '../../content/field-problems';
import { ContentError } from '../../content/errors';
import { parseDocument } from '../../content/loader';
import type { ContentOverlay } from '../../content/overlay';
import { isLang } from '../../i18n/routes';
import type { ContentUnit } from '../store/content';

/** One unit and the data the editor's form holds for it now; null data: the item deleted. */
export interface PreviewDraft {
  unit: ContentUnit;
  data: Record<string, unknown> | null;
}

/** The content to render, the unit's data as the page shows it, and the draft's fields it does not show (their stored value is shown). */
export interface DraftOverlay {
  content: ContentOverlay;
  shown: Record<string, unknown> | null | undefined;
  notShown: FieldProblem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The form's `unit` and `draft` fields (each JSON), or what is wrong with them. */
export function readDraft(unitField: unknown, draftField: unknown): PreviewDraft | string {
  const unit = typeof unitField === 'string' ? parseJson(unitField) : undefined;
  if (!isRecord(unit)) return 'send the field unit as JSON: {"lang": …, "key": …, "item": id or null}';
  const { lang, key, item } = unit;
  if (typeof lang !== 'string' || !isLang(lang)) return "unit's lang is not one of the site's languages";
  if (typeof key !== 'string' || !isDocumentKey(key)) return `unit's key must be one of ${documentKeys.join(', ')}`;
  if (item !== null && (typeof item !== 'string' || item.length === 0)) return "unit's item must be an item id or null";
  const data = typeof draftField === 'string' ? parseJson(draftField) : undefined;
  if (data !== null && !isRecord(data)) return 'send the field draft as a JSON object (null: the item deleted)';
  if (data === null && item === null) return "a document's own fields cannot be deleted";
  return { unit: { lang, key, item }, data };
}

/** The unit's data with each refused top-level field taken from `stored` (left out where it has none). */
function withStoredFields(data: Record<string, unknown>, refused: ReadonlySet<string>, stored: Record<string, unknown> | undefined) {
  const kept = { ...data };
  for (const field of refused) {
    if (stored && Object.hasOwn(stored, field)) kept[field] = stored[field];
    else delete kept[field];
  }
  return kept;
}

/** The unit's data as the preview shows it: the draft, its refused fields as stored; undefined: the unit not shown. */
function shownData(
  draft: PreviewDraft,
  stored: Record<string, unknown> | undefined,
): { data: Record<string, unknown> | null | undefined; notShown: FieldProblem[] } {
  if (draft.data === null) return { data: null, notShown: [] };
  const schema = unitSchema(draft.unit.key, draft.unit.item !== null);
  const checked = schema.safeParse(draft.data);
  if (checked.success) return { data: draft.data, notShown: [] };
  const notShown = checked.error.issues.map((issue) => fieldProblem(issue));
  const refused = new Set(checked.error.issues.map((issue) => String(issue.path[0] ?? '')));
  // A refusal of the unit as a whole (no field to blame) leaves nothing of the draft to show.
  if (refused.has('')) return { data: stored, notShown };
  const kept = withStoredFields(draft.data, refused, stored);
  return { data: schema.safeParse(kept).success ? kept : stored, notShown };
}

function replaced(parts: StoredDocument, { item }: ContentUnit, data: Record<string, unknown> | null | undefined): StoredDocument {
  if (item === null) return data ? { ...parts, fields: data } : parts;
  const items = parts.items.filter((entry) => entry.id !== item);
  return { ...parts, items: data ? [...items, { id: item, data }] : items };
}

/** `base` with the draft laid over its unit, checked as a save checks it. */
export function withDraft(base: ContentOverlay, draft: PreviewDraft): DraftOverlay {
  const { lang, key, item } = draft.unit;
  const storedDocument: Content[DocumentKey] = base[lang][key];
  const parts = toStored(key, storedDocument);
  const stored = item === null ? parts.fields : parts.items.find((entry) => entry.id === item)?.data;
  const shown = shownData(draft, stored);
  let document: Content[DocumentKey];
  try {
    // A document of items checks the changed unit alone, so a keystroke does not grow with the items.
    document =
      (shown.data === undefined ? undefined : withChangedUnit(key, lang, storedDocument, item, shown.data)) ??
      parseDocument(key, lang, fromStored(key, replaced(parts, draft.unit, shown.data)), `draft ${lang}/${key}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // What only the whole document refuses (an item's url taken twice): the stored document is shown.
    const refused = { field: '(document)', code: 'invalid' as const, values: {}, message: error.message };
    return { content: base, shown: stored, notShown: [...shown.notShown, refused] };
  }
  return { content: { ...base, [lang]: { ...base[lang], [key]: document } }, shown: shown.data, notShown: shown.notShown };
}
