/**
 * What the Node server starts before it answers: the store (the embedded database opened,
 * migrated and the legacy request files imported, when no Firestore is configured), one line
 * on how notifications go (or that they are off), and the SMTP outbox sender. A failure is
 * logged and the public pages are served anyway; the endpoints then answer 503.
 */
import { backendFor } from './backend';

export function startServices(env: NodeJS.ProcessEnv, log: (line: string) => void = console.log): void {
  let backend;
  try {
    backend = backendFor(env);
  } catch (error) {
    console.error('The store is not configured correctly; contact requests and the admin API will answer 503:', error);
    return;
  }
  try {
    backend.database?.get();
    log(`Contact requests and staff accounts are kept in ${backend.description}`);
  } catch (error) {
    console.error(`${backend.description} could not be opened; contact requests will be refused (503):`, error);
    return;
  }
  log(backend.notifications);
  if (backend.secretProblem) log(backend.secretProblem);
  backend.sender?.start();
}
