/** Which fields two versions of a unit's data differ in, as paths (`hero.headline`, `images[2]`). */
import { fieldPath } from './errors';

export type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(before: unknown, after: unknown, path: Path, out: Path[]): void {
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) walk(before[key], after[key], [...path, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, index) => walk(item, after[index], [...path, index], out));
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push(path);
}

/** The paths of the fields two versions of a unit's data differ in, in document order. */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>): Path[] {
  const out: Path[] = [];
  walk(before, after, [], out);
  return out;
}

/** The changed paths as text, in document order; `(document)` when one side is the whole unit gone. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (before === null || after === null) return before === after ? [] : ['(document)'];
  return changedPaths(before, after).map((path) => fieldPath(path));
}
