/**
 * The upload line under a client that drips its bytes, over real sockets: the contact endpoint
 * behind a plain Node server, each connection telling the address it stands for. The rate
 * window's clock is turned by the test (one tick a tenth of the window), so nothing here waits
 * for real seconds or depends on the machine's speed.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTACHMENTS_FIELD } from '../../../src/content/attachments';
import { handleContactRequest } from '../../../src/server/contact/handler';
import type { ContactDependencies } from '../../../src/server/contact/submit';
import { uploadLine, type Ticker, type UploadLineBounds } from '../../../src/server/http/upload-line';
import { UPLOAD_MINIMUM_RATE } from '../../../src/server/limits';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import { samplePdf } from '../../fixtures/drawings';
import { ORIGIN } from '../contact-cases';
import { storeKinds } from '../store/stores';

const [, makeStores] = storeKinds(() => {
  throw new Error('the embedded store alone: the line is the same whatever keeps the files');
})[0]!;

/** Every rate watch running now; a tick checks each once. */
function handTicker() {
  const checks = new Set<() => void>();
  const ticker: Ticker = (_ms, check) => {
    checks.add(check);
    return () => checks.delete(check);
  };
  return {
    ticker,
    watching: () => checks.size,
    tick: (times: number) => {
      for (let i = 0; i < times; i++) for (const check of [...checks]) check();
    },
  };
}

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(bounds: UploadLineBounds) {
  const stores = makeStores();
  const clock = handTicker();
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 60_000 });
  const staging = mkdtempSync(join(tmpdir(), 'slow-'));
  const base: ContactDependencies = {
    store: stores.contactStore,
    limits: { accepted: limiter, invalid: limiter },
    allowedOrigins: [ORIGIN],
    ip: '',
    log: { error: () => {}, warn: () => {}, info: () => {} },
    uploads: {
      store: stores.attachmentStore,
      stagingDir: staging,
      work: uploadLine(bounds),
      minimumRate: { ...UPLOAD_MINIMUM_RATE, ticker: clock.ticker },
    },
  };
  server = createServer((req, res) => {
    // As Astro's adapter does: the visitor leaving (the socket closing) aborts the request.
    const left = new AbortController();
    req.socket.once('close', () => left.abort());
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: 'half',
      signal: left.signal,
    } as RequestInit);
    void handleContactRequest(request, { ...base, ip: String(req.headers['x-test-address']) }).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, clock, stores };
}

/** A drawing of 300 KB posted as the island posts it. */
async function drawingPost(): Promise<{ head: string; body: Buffer }> {
  const pdf = samplePdf();
  const form = new FormData();
  const fields = {
    name: 'Ayşe',
    phone: '+90 312 555 01 23',
    email: 'ayse@example.com',
    subject: 'Teklif',
    message: 'Çizim ekte.',
    lang: 'tr',
    requestId: crypto.randomUUID(),
    website: '',
    elapsedMs: '9000',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    ATTACHMENTS_FIELD,
    new Blob([new Uint8Array(Buffer.concat([pdf.bytes, Buffer.alloc(300_000, 0x20)]))], { type: 'application/pdf' }),
    'plan.pdf',
  );
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return { head: `content-type: ${encoded.headers.get('content-type')}\r\ncontent-length: ${body.byteLength}\r\n`, body };
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** A connection from `address` that sends its headers and `sent` bytes of the body, and the answer when it comes. */
async function open(port: number, address: string, sent: 'all' | number) {
  const post = await drawingPost();
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let text = '';
  const answer = new Promise<Answer>((resolve) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d+)/.exec(text);
      if (status && text.includes('\r\n\r\n')) resolve({ status: Number(status[1]), retryAfter: /retry-after: (\d+)/i.exec(text)?.[1] });
    });
    socket.on('error', () => undefined);
  });
  socket.write(`POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${ORIGIN}\r\nx-test-address: ${address}\r\n${post.head}\r\n`);
  socket.write(sent === 'all' ? post.body : post.body.subarray(0, sent));
  return { socket, answer };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('posts with files from a client that drips its bytes', () => {
  it('holds two places of one address at most, answers its others 429 at once, and gives an honest drawing the next place', async () => {
    const { port, clock, stores } = await start({ running: 2, waiting: 6, perAddress: 2 });
    const attacker = [];
    for (let i = 0; i < 10; i++) attacker.push(await open(port, '198.51.100.7', 2_000));
    await until(() => clock.watching() === 2);
    // Eight of ten are answered without the test's clock moving: they never held a place.
    const refused = await Promise.all(attacker.slice(2).map(({ answer }) => answer));
    expect(refused).toEqual(refused.map(() => ({ status: 429, retryAfter: '30' })));

    const honest = await open(port, '203.0.113.9', 'all');
    // One window at less than the rate: both dripping posts give their places up, answered 408.
    clock.tick(10);
    expect(await Promise.all(attacker.slice(0, 2).map(({ answer }) => answer))).toEqual([
      { status: 408, retryAfter: undefined },
      { status: 408, retryAfter: undefined },
    ]);
    expect((await honest.answer).status).toBe(201);
    expect((await stores.adminStore.allItems()).map((item) => item.attachments.length)).toEqual([1]);
  });

  it('frees the place of a visitor who cancels at once, so the next post runs', async () => {
    const { port, clock } = await start({ running: 1, waiting: 1, perAddress: 2 });
    const cancelled = await open(port, '198.51.100.7', 2_000);
    await until(() => clock.watching() === 1);
    const next = await open(port, '203.0.113.9', 'all');
    cancelled.socket.destroy();
    expect((await next.answer).status).toBe(201);
  });
});
