/** A stand-in for GitHub's REST API on a free loopback port: records each request and answers as told. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeGitHub {
  url: string;
  received: ReceivedRequest[];
  /** The next answers' status and body (default 204, none). */
  answerWith(status: number, body?: unknown): void;
  close(): Promise<void>;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const received: ReceivedRequest[] = [];
  let answer: { status: number; body?: unknown } = { status: 204 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null });
      if (answer.body === undefined) res.writeHead(answer.status).end();
      else res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (status, body) => {
      answer = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
