/**
 * What an export changes, per document and per item, so an editor reviewing a rebuild sees
 * which projects, references and news items are added, removed or changed.
 */
import { contentDocuments, documentKeys, type DocumentKey } from '../../src/content/documents';
import type { SnapshotFiles } from './snapshot-files';

type ChangeKind = 'added' | 'removed' | 'changed';

interface ItemChange {
  kind: ChangeKind;
  id: string;
  label: string;
}

export interface DocumentChange {
  /** 'tr/projects.json' */
  file: string;
  kind: ChangeKind;
  /** Which page fields changed (not the items). */
  fields: string[];
  items: ItemChange[];
}

function documentKeyOf(file: string): DocumentKey | undefined {
  const name = file.split('/').pop();
  return documentKeys.find((key) => contentDocuments[key].file === name);
}

function parse(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A human name for an item: project name, reference name, news header, staff name. */
function itemLabel(inner: Record<string, unknown> | undefined, id: string): string {
  const name = inner?.['name'] ?? inner?.['referenceName'] ?? inner?.['header'];
  return typeof name === 'string' ? `${name} (${id})` : id;
}

export function changeReport(before: SnapshotFiles, after: SnapshotFiles): DocumentChange[] {
  const files = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changes: DocumentChange[] = [];
  for (const file of files) {
    const old = before.get(file);
    const now = after.get(file);
    if (old === now) continue;
    const kind: ChangeKind = old === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    const key = documentKeyOf(file);
    const sub = key ? contentDocuments[key].subCollection : undefined;
    const oldDoc = parse(old);
    const newDoc = parse(now);
    const itemField = sub?.field;
    const fields = [...new Set([...Object.keys(oldDoc), ...Object.keys(newDoc)])]
      .filter((field) => field !== itemField && JSON.stringify(oldDoc[field]) !== JSON.stringify(newDoc[field]))
      .sort();
    const items: ItemChange[] = [];
    if (sub) {
      type Item = Record<string, unknown> & { id: string };
      const byId = (doc: Record<string, unknown>) => new Map(((doc[sub.field] as Item[] | undefined) ?? []).map((item) => [item.id, item]));
      const oldItems = byId(oldDoc);
      const newItems = byId(newDoc);
      for (const id of [...new Set([...oldItems.keys(), ...newItems.keys()])].sort()) {
        const a = oldItems.get(id);
        const b = newItems.get(id);
        const inner = (b ?? a)?.[sub.itemKey] as Record<string, unknown> | undefined;
        if (!a) items.push({ kind: 'added', id, label: itemLabel(inner, id) });
        else if (!b) items.push({ kind: 'removed', id, label: itemLabel(inner, id) });
        else if (JSON.stringify(a) !== JSON.stringify(b)) items.push({ kind: 'changed', id, label: itemLabel(inner, id) });
      }
    }
    changes.push({ file, kind, fields, items });
  }
  return changes;
}

const SIGN: Record<ChangeKind, string> = { added: '+', removed: '-', changed: '~' };

export function formatChangeReport(changes: DocumentChange[]): string {
  if (changes.length === 0) return 'No content changes: the snapshot stays as it is.';
  const lines = [`Content changes (${changes.length} document${changes.length === 1 ? '' : 's'}):`];
  for (const change of changes) {
    const fields = change.fields.length > 0 && change.kind === 'changed' ? `: ${change.fields.join(', ')}` : '';
    lines.push(`${SIGN[change.kind]} ${change.file} ${change.kind}${fields}`);
    for (const item of change.items) lines.push(`    ${SIGN[item.kind]} ${item.label} ${item.kind}`);
  }
  return lines.join('\n');
}
