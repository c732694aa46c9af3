/**
 * What the Node server starts before it answers: the embedded database opened, migrated and
 * the legacy request files imported (when no Firestore is configured). A failure is logged
 * and the public pages are served anyway; the endpoints then answer 503.
 */
import { isFirestoreConfigured } from './firestore-connection';
import { DEFAULT_CONTACT_DATA_DIR } from './contact/from-env';
import { sharedDatabase } from './sqlite/shared';

export function startServices(env: NodeJS.ProcessEnv, log: (line: string) => void = console.log): void {
  if (isFirestoreConfigured(env)) return;
  const dir = env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR;
  try {
    sharedDatabase(dir).get();
    log(`Embedded database ready in ${dir}`);
  } catch (error) {
    console.error(`The embedded database in ${dir} could not be opened; contact requests will be refused (503):`, error);
  }
}
