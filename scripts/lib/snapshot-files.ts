/** How a snapshot document is written: stable key order and formatting, so snapshots diff cleanly. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function serializeDocument(data: unknown): string {
  return `${JSON.stringify(sortKeys(data), null, 2)}\n`;
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export function writeFileAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
