/**
 * The facts of a unit that do not depend on language (`shared` in schemas.ts): where they are
 * in its data, read and written by path, and which of them two languages disagree on. Read from
 * the schemas through field-meta.ts, so no second list names them. A shared field lives at the
 * unit's top level or inside its groups, never inside a list's entries: entries are matched by
 * position, and a language may list other entries than another.
 */
import { unitSchema, type DocumentKey } from './documents';
import { fieldPath } from './errors';
import { describeFields, type FieldDescription } from './field-meta';

export type SharedPath = readonly string[];
type Data = Record<string, unknown>;

/** The paths of the shared fields among `fields`, groups walked into. */
export function sharedPathsOf(fields: readonly FieldDescription[], prefix: SharedPath = []): SharedPath[] {
  return fields.flatMap((field): SharedPath[] => {
    const path = [...prefix, field.key];
    if (field.shared) return [path];
    if (field.kind === 'group') return sharedPathsOf(field.fields ?? [], path);
    if (field.kind === 'list' && field.fields?.some((entry) => entry.shared))
      throw new Error(`'${fieldPath(path)}' is a list whose entries have shared fields: share the whole list instead`);
    return [];
  });
}

/** Whether the value at `path` (entry positions included) is, or lies inside, one of the shared fields among `fields`. */
export function isSharedPath(fields: readonly FieldDescription[], path: readonly (string | number)[]): boolean {
  return sharedPathsOf(fields).some((shared) => shared.every((part, at) => path[at] === part));
}

const known = new Map<string, SharedPath[]>();
/** The shared fields' paths of one unit of a document (its own fields, or an item). */
export function sharedPaths(key: DocumentKey, isItem: boolean): SharedPath[] {
  const name = `${key}:${isItem}`;
  if (!known.has(name)) known.set(name, sharedPathsOf(describeFields(unitSchema(key, isItem))));
  return known.get(name)!;
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readShared(data: Data, path: SharedPath): unknown {
  return path.reduce<unknown>((value, part) => (isRecord(value) ? value[part] : undefined), data);
}

/** A copy of `data` with `value` at `path` (undefined: the optional field is left out), groups copied on the way. */
export function writeShared(data: Data, path: SharedPath, value: unknown): Data {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  const copy = { ...data };
  const next = rest.length === 0 ? value : writeShared(isRecord(data[head]) ? data[head] : {}, rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `target` with every shared value of `source` (`paths`: the unit's shared paths). */
export function withSharedOf(target: Data, source: Data, paths: readonly SharedPath[]): Data {
  return paths.reduce((data, path) => writeShared(data, path, readShared(source, path)), target);
}

/** The shared paths whose values differ between two versions of a unit. */
export function sharedDifferences(a: Data, b: Data, paths: readonly SharedPath[]): SharedPath[] {
  return paths.filter((path) => !same(readShared(a, path), readShared(b, path)));
}

/**
 * A list of images is shared while its alt texts (`alt`, a sibling list) are not: after the
 * images of `source` were written into `next` (from `before`), each alt text follows its image
 * (reordered, removed), and a new image takes `source`'s alt text until it is translated; with
 * none to take, the optional alt list is left out (the pages then compute one).
 */
export function alignedAlts(key: DocumentKey, isItem: boolean, next: Data, before: Data, source: Data): Data {
  let out = next;
  for (const field of describeFields(unitSchema(key, isItem))) {
    if (!field.shared || field.kind !== 'list' || field.alt === undefined) continue;
    const alts = before[field.alt];
    if (!Array.isArray(alts)) continue;
    const images = (before[field.key] ?? []) as unknown[];
    const sourceAlts = source[field.alt] as unknown[] | undefined;
    const aligned = ((next[field.key] ?? []) as unknown[]).map((image, position) => {
      const was = images.findIndex((old) => same(old, image));
      return was >= 0 && alts[was] !== undefined ? alts[was] : sourceAlts?.[position];
    });
    out = writeShared(out, [field.alt], aligned.includes(undefined) ? undefined : aligned);
  }
  return out;
}
