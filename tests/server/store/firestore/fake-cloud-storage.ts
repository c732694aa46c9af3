/**
 * A stand-in for Cloud Storage's JSON API, for the tests of the bucket media store: Google's
 * Storage emulator (firebase-tools) cannot run here (it needs Java 21 and downloads its rules
 * runtime from Google; this machine has Java 17 and no route to Google). It answers what
 * firebase-admin's storage client sends with FIREBASE_STORAGE_EMULATOR_HOST set, as Cloud
 * Storage does: multipart uploads (with `ifGenerationMatch`, 412 when it does not hold), object
 * metadata with the md5 and crc32c the client checks every upload against, downloads, deletes,
 * listings by prefix (one page, as a bucket of a site's uploads needs), and 404 for what is not there. Objects live in memory.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
  timeCreated: string;
  metadata: Record<string, unknown>;
}

/** CRC-32C (Castagnoli), as Cloud Storage reports it: big-endian, base64. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

/** The parts of a multipart/related body: the JSON metadata, then the media. */
function multipartParts(body: Buffer, contentType: string): { headers: string; data: Buffer }[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; data: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString('utf8'), data: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

export interface FakeCloudStorage {
  /** host:port, for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  objects(bucket: string): Map<string, StoredObject>;
  close(): Promise<void>;
}

export async function startFakeCloudStorage(): Promise<FakeCloudStorage> {
  const buckets = new Map<string, Map<string, StoredObject>>();
  const bucketOf = (name: string) => buckets.get(name) ?? buckets.set(name, new Map()).get(name)!;
  let generations = 0;

  const resource = (bucket: string, name: string, object: StoredObject) => ({
    kind: 'storage#object',
    bucket,
    name,
    size: String(object.bytes.byteLength),
    contentType: object.contentType,
    generation: String(object.generation),
    timeCreated: object.timeCreated,
    metageneration: '1',
    md5Hash: createHash('md5').update(object.bytes).digest('base64'),
    crc32c: crc32c(object.bytes),
    ...object.metadata,
  });
  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const failure = (res: ServerResponse, status: number, message: string) => answer(res, status, { error: { code: status, message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://storage.invalid');
    const path = url.pathname.replace(/^\/storage\/v1(?=\/)/, '');

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload && req.method === 'POST') {
      if (url.searchParams.get('uploadType') !== 'multipart') return failure(res, 400, 'only multipart uploads are faked');
      const [meta, media] = multipartParts(body, req.headers['content-type'] ?? '');
      if (!meta || !media) return failure(res, 400, 'a multipart/related body with metadata and media');
      const metadata = JSON.parse(meta.data.toString('utf8')) as Record<string, unknown>;
      const name = url.searchParams.get('name') ?? String(metadata['name']);
      const objects = bucketOf(decodeURIComponent(upload[1]!));
      const match = url.searchParams.get('ifGenerationMatch');
      const existing = objects.get(name);
      if (match !== null && String(existing?.generation ?? 0) !== match)
        return failure(res, 412, 'At least one of the pre-conditions you specified did not hold.');
      const contentType =
        /content-type:\s*([^\r\n]+)/i.exec(media.headers)?.[1] ?? String(metadata['contentType'] ?? 'application/octet-stream');
      const { name: _name, contentType: _type, ...rest } = metadata;
      const object: StoredObject = {
        bytes: Buffer.from(media.data),
        contentType,
        generation: ++generations,
        timeCreated: new Date().toISOString(),
        metadata: rest,
      };
      objects.set(name, object);
      return answer(res, 200, resource(decodeURIComponent(upload[1]!), name, object));
    }

    const listing = /^\/b\/([^/]+)\/o$/.exec(path);
    if (listing && req.method === 'GET') {
      const bucket = decodeURIComponent(listing[1]!);
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...bucketOf(bucket)]
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, object]) => resource(bucket, name, object));
      return answer(res, 200, { kind: 'storage#objects', items });
    }

    const single = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (single) {
      const bucket = decodeURIComponent(single[1]!);
      const name = decodeURIComponent(single[2]!);
      const object = bucketOf(bucket).get(name);
      if (!object) return failure(res, 404, 'No such object: ' + `${bucket}/${name}`);
      if (req.method === 'DELETE') {
        bucketOf(bucket).delete(name);
        return answer(res, 204);
      }
      if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
        res.writeHead(200, {
          'content-type': object.contentType,
          'x-goog-hash': `crc32c=${crc32c(object.bytes)},md5=${createHash('md5').update(object.bytes).digest('base64')}`,
        });
        return res.end(object.bytes);
      }
      if (req.method === 'GET') return answer(res, 200, resource(bucket, name, object));
    }
    return failure(res, 404, `not faked: ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => void handle(req, res).catch((error: Error) => failure(res, 500, error.message)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    objects: bucketOf,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
