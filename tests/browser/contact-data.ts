import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRESTORE_CONNECTION_VARIABLES } from '../../src/server/config';

/**
 * Where the server under test stores contact requests: a new folder per run, chosen by the
 * runner (playwright.config.ts loads this first) and inherited by its workers through the
 * environment, so two checkouts testing on one machine never share a database.
 */
export const e2eContactDataDir = (process.env['E2E_CONTACT_DATA_DIR'] ||= join(
  mkdtempSync(join(tmpdir(), 'ornek-site-e2e-')),
  'contact-requests',
));

/**
 * A server under test stores contact requests in `dataDir`, never in a Firestore the
 * environment configures (the rebuild workflow has production credentials).
 */
export function embeddedStoreEnv(dataDir: string): Record<string, string> {
  return { CONTACT_DATA_DIR: dataDir, ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])) };
}
