/** A server log that keeps its lines, for tests that read what the server told the operator. */
import type { Log } from '../../src/server/log';

export interface CollectedLine {
  severity: 'INFO' | 'WARNING' | 'ERROR';
  message: string;
  error?: unknown;
}

export function collectedLog(): { log: Log; lines: CollectedLine[] } {
  const lines: CollectedLine[] = [];
  return {
    lines,
    log: {
      info: (message) => void lines.push({ severity: 'INFO', message }),
      warn: (message) => void lines.push({ severity: 'WARNING', message }),
      error: (message, error) => void lines.push({ severity: 'ERROR', message, ...(error === undefined ? {} : { error }) }),
    },
  };
}
