import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the server under test stores contact requests (set by playwright.config.ts). */
export const e2eContactDataDir = join(tmpdir(), 'ornek-site-e2e-contact-requests');

/**
 * A server under test stores contact requests in `dataDir`, never in a Firestore the
 * environment configures (the rebuild workflow has production credentials).
 */
export function embeddedStoreEnv(dataDir: string): Record<string, string> {
  return { CONTACT_DATA_DIR: dataDir, FIRESTORE_EMULATOR_HOST: '', FIREBASE_SERVICE_ACCOUNT: '', GOOGLE_APPLICATION_CREDENTIALS: '' };
}
