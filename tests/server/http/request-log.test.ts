/** One line per request: Cloud Logging's httpRequest with the path alone, the trace, and 5xx as errors. */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLog, traceIdOf } from '../../../src/server/http/request-log';
import { createLog, type Log } from '../../../src/server/log';

type Handle = (req: IncomingMessage, res: ServerResponse, log: Log) => void;

const TRACE = '105445aa7843bc8bf206b12000100000';
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function logged(handle: Handle, path: string, headers: Record<string, string> = {}) {
  const written: Record<string, unknown>[] = [];
  const log = await createLog({
    projectId: 'ornek-project',
    pretty: false,
    destination: { write: (line: string) => void written.push(JSON.parse(line) as Record<string, unknown>) },
  });
  const closed = new Promise<void>((resolve) => {
    server = createServer((req, res) => {
      res.once('close', () => setImmediate(resolve));
      return requestLog(log, (request, response) => handle(request, response, log))(req, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as { port: number };
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => res.resume().on('end', resolve));
    req.on('error', reject).end();
  });
  await closed;
  return written;
}

describe('the request log', () => {
  it('logs the method, the path without its query, the status, the latency and the user agent, under the trace', async () => {
    const lines = await logged(
      (_req, res, log) => {
        log.info('handled');
        res.writeHead(201).end('ok');
      },
      '/api/contact?email=ayse%40example.com',
      { 'user-agent': 'Mozilla/5.0 test', 'x-cloud-trace-context': `${TRACE}/1;o=1` },
    );
    const trace = `projects/ornek-project/traces/${TRACE}`;
    expect(lines).toEqual([
      expect.objectContaining({ message: 'handled', 'logging.googleapis.com/trace': trace }),
      expect.objectContaining({
        severity: 'INFO',
        message: 'GET /api/contact 201',
        'logging.googleapis.com/trace': trace,
        httpRequest: {
          requestMethod: 'GET',
          requestUrl: '/api/contact',
          status: 201,
          latency: expect.stringMatching(/^\d+\.\d{3}s$/),
          userAgent: 'Mozilla/5.0 test',
          protocol: 'HTTP/1.1',
        },
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('example.com');
  });

  it('logs a 5xx answer as an error', async () => {
    const lines = await logged((_req, res) => void res.writeHead(503).end(), '/api/ready');
    expect(lines).toEqual([expect.objectContaining({ severity: 'ERROR', httpRequest: expect.objectContaining({ status: 503 }) })]);
    expect(lines[0]).not.toHaveProperty(['logging.googleapis.com/trace']);
  });

  it('logs a 501 (a method the server serves nowhere) as information, not as an error', async () => {
    const lines = await logged((_req, res) => void res.writeHead(501).end(), '/');
    expect(lines).toEqual([expect.objectContaining({ severity: 'INFO', httpRequest: expect.objectContaining({ status: 501 }) })]);
  });

  it('reads the trace id from X-Cloud-Trace-Context and nothing else', () => {
    expect(traceIdOf(`${TRACE}/1;o=1`)).toBe(TRACE);
    expect(traceIdOf(TRACE.toUpperCase())).toBe(TRACE);
    for (const bad of [undefined, '', 'abc/1', `${TRACE}x/1`, `"${TRACE}"`]) expect(traceIdOf(bad), String(bad)).toBeUndefined();
  });
});
