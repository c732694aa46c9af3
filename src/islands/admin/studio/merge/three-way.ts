/**
 * Merging an editor's changes with a save made since they began, against the version both
 * started from: what only one side changed is taken from it without asking; only a field both
 * changed, to different values, is the editor's choice. So a colleague's fix to another field
 * is never undone by saving over it. A rich text both changed is merged by its blocks the same way
 * (rich-text-merge.ts): only a block both changed is the editor's choice.
 */
import { fieldPath } from '../../../../content/errors';
import { changedPaths, type Path } from '../../../../content/field-changes';
import { getAt, sameData, setAt, type Data } from '../unit/unit-data';
import { richTextMerge, type RichTextMerge } from './rich-text-merge-code';

export interface MergePlan {
  /** Fields both sides changed to different values: the editor keeps one of each. */
  conflicting: Path[];
  /** Fields only the editor changed (kept), and only the other save changed (taken). */
  fromMine: Path[];
  fromTheirs: Path[];
  /** Rich texts both changed in different blocks: their blocks and the editor's, together. */
  combined: { path: Path; value: string }[];
}

const overlaps = (a: Path, b: Path) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((part, index) => long[index] === part);
};

/**
 * `mergeText`: the rich-text merge, by default the fetched one once its code is here; null (not
 * undefined, which a default parameter takes as "not given") plans without it: a rich text is then one field.
 */
export function planMerge(origin: Data, mine: Data, theirs: Data, mergeText: RichTextMerge | null = richTextMerge() ?? null): MergePlan {
  const mineChanged = changedPaths(origin, mine);
  const theirsChanged = changedPaths(origin, theirs);
  const conflicting: Path[] = [];
  const combined: MergePlan['combined'] = [];
  const settled = (path: Path) => [...conflicting, ...combined.map((entry) => entry.path)].some((known) => overlaps(known, path));
  for (const path of mineChanged) {
    const clash = theirsChanged.find((other) => overlaps(path, other));
    if (!clash) continue;
    const shorter = path.length <= clash.length ? path : clash;
    if (sameData(getAt(mine, shorter), getAt(theirs, shorter)) || settled(shorter)) continue;
    const value = mergeText?.(getAt(origin, shorter), getAt(mine, shorter), getAt(theirs, shorter));
    if (typeof value === 'string') combined.push({ path: shorter, value });
    else conflicting.push(shorter);
  }
  return {
    conflicting,
    fromMine: mineChanged.filter((path) => !settled(path)),
    fromTheirs: theirsChanged.filter((path) => !settled(path)),
    combined,
  };
}

/** Their version with the editor's own changes, and the editor's side of each conflicting field in `keepMine`. */
export function applyMerge(plan: MergePlan, mine: Data, theirs: Data, keepMine: ReadonlySet<string>): Data {
  let merged = theirs;
  for (const path of plan.fromMine) merged = setAt(merged, path, getAt(mine, path));
  for (const { path, value } of plan.combined) merged = setAt(merged, path, value);
  for (const path of plan.conflicting) if (keepMine.has(fieldPath(path))) merged = setAt(merged, path, getAt(mine, path));
  return merged;
}
