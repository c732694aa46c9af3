/**
 * The snapshot's own record, beside the language folders (meta.json): when its content was
 * last exported. The build hands it to the server (src/integrations/build-facts.ts), whose
 * admin dashboard shows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotDir } from './loader';

export const SNAPSHOT_META_FILE = 'meta.json';

/** `exportedAt` of the snapshot's meta file; null when there is none or it records no valid time. */
export function snapshotExportedAt(dir: string = snapshotDir()): string | null {
  const file = join(dir, SNAPSHOT_META_FILE);
  if (!existsSync(file)) return null;
  let value: unknown;
  try {
    value = (JSON.parse(readFileSync(file, 'utf8')) as { exportedAt?: unknown }).exportedAt;
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}
