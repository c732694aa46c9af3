/** A server log that hands every message to `take` (info, warning or error alike), for tests that read what the operator is told. */
import type { Log } from '../../src/server/log';

export const collectingLog = (take: (message: string) => void): Log => ({
  info: (message) => take(message),
  warn: (message) => take(message),
  error: (message, error) => take(error instanceof Error ? `${message}: ${error.message}` : message),
});
