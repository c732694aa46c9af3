/** Which fields two versions of a unit's data differ in, as paths (`hero.headline`, `images[2]`). */
import { fieldPath } from './errors';

export type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Same = (before: unknown, after: unknown) => boolean;

const identical: Same = (before, after) => JSON.stringify(before) === JSON.stringify(after);

/** Words read the same whatever spacing sits before, after or between them. */
const spacing = (text: string) => text.trim().replace(/\s+/g, ' ');
const sameWords: Same = (before, after) =>
  typeof before === 'string' && typeof after === 'string' ? spacing(before) === spacing(after) : identical(before, after);

function walk(before: unknown, after: unknown, path: Path, out: Path[], same: Same): void {
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) walk(before[key], after[key], [...path, key], out, same);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, index) => walk(item, after[index], [...path, index], out, same));
    return;
  }
  if (!same(before, after)) out.push(path);
}

/** The paths of the fields two versions of a unit's data differ in, in document order. */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>, same: Same = identical): Path[] {
  const out: Path[] = [];
  walk(before, after, [], out, same);
  return out;
}

/**
 * The changed fields whose words changed, not only their spacing (a trailing space, a double
 * space): what asks the other languages to check their translation.
 */
export function rewordedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (before === null || after === null) return changedFields(before, after);
  return changedPaths(before, after, sameWords).map((path) => fieldPath(path));
}

/** The changed paths as text, in document order; `(document)` when one side is the whole unit gone. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (before === null || after === null) return before === after ? [] : ['(document)'];
  return changedPaths(before, after).map((path) => fieldPath(path));
}
