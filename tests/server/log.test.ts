/** The server's log lines as Cloud Logging reads them: JSON, its severities, the trace, an error's stack. */
import { describe, expect, it } from 'vitest';
import { createLog, withTrace, type Log } from '../../src/server/log';

const TRACE = '105445aa7843bc8bf206b12000100000';

async function logInto(projectId: string | undefined): Promise<{ log: Log; lines: () => Record<string, unknown>[] }> {
  const written: string[] = [];
  const log = await createLog({ projectId, pretty: false, destination: { write: (line: string) => void written.push(line) } });
  return { log, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the server log', () => {
  it("writes one JSON line per event with Cloud Logging's severity, message and time, and nothing of the host", async () => {
    const { log, lines } = await logInto(undefined);
    log.info('Server listening', { port: 8080 });
    log.warn('Notifications are off: NOTIFY_TO is not set');
    expect(lines()).toEqual([
      {
        severity: 'INFO',
        message: 'Server listening',
        port: 8080,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      { severity: 'WARNING', message: 'Notifications are off: NOTIFY_TO is not set', time: expect.any(String) },
    ]);
  });

  it('gives an error line the error message and its stack, where Error Reporting finds it', async () => {
    const { log, lines } = await logInto(undefined);
    log.error('Contact request 1 could not be stored', new Error('disk I/O error'));
    log.error('Something odd', 'not an Error');
    const [withStack, withoutStack] = lines();
    expect(withStack).toMatchObject({ severity: 'ERROR', message: 'Contact request 1 could not be stored: disk I/O error' });
    expect(withStack!['stack_trace']).toMatch(/^Error: disk I\/O error\n\s+at /);
    expect(withoutStack).toEqual({ severity: 'ERROR', message: 'Something odd: not an Error', time: expect.any(String) });
  });

  it("names the request's trace in the project on every line logged while it is handled, and none without a project", async () => {
    const { log, lines } = await logInto('ornek-project');
    await withTrace(TRACE, async () => {
      await Promise.resolve();
      log.info('inside');
    });
    log.info('outside');
    expect(lines().map((line) => line['logging.googleapis.com/trace'])).toEqual([`projects/ornek-project/traces/${TRACE}`, undefined]);

    const unknown = await logInto(undefined);
    withTrace(TRACE, () => unknown.log.info('inside'));
    expect(unknown.lines()[0]).not.toHaveProperty(['logging.googleapis.com/trace']);
  });
});
