/**
 * One request id is one write: two posts of the same id at once (a double click, a retry while
 * the first is still under way, or an attacker) on both stores. Whatever the interleaving, every
 * acknowledged post finds the stored request listing files that are there, and each listed file's
 * name, type and flag describe the bytes kept under it.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_FIELD } from '../../../src/content/attachments';
import { handleContactRequest } from '../../../src/server/contact/handler';
import type { ContactDependencies } from '../../../src/server/contact/submit';
import { uploadLine } from '../../../src/server/http/upload-line';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import type { ContactStore } from '../../../src/server/store/contact-requests';
import { samplePdf, sampleDwg, type SampleFile } from '../../fixtures/drawings';
import { ORIGIN } from '../contact-cases';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { storeKinds } from '../store/stores';

const servers = firestoreAndStorage();
const QUIET = { error: () => {}, warn: () => {}, info: () => {} };

async function post(requestId: string, files: readonly SampleFile[]): Promise<Request> {
  const form = new FormData();
  const fields = {
    name: 'Ayşe Yılmaz',
    phone: '+90 312 555 01 23',
    email: 'ayse@example.com',
    subject: 'Teklif talebi',
    message: 'Çizimler ekte.',
    lang: 'tr',
    requestId,
    website: '',
    elapsedMs: '9000',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.mediaType }), file.name);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = { origin: ORIGIN, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) };
  return new Request(`${ORIGIN}/api/contact`, { method: 'POST', headers, body });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const scripted = (): SampleFile => ({ ...samplePdf({ active: true }), name: 'scripted.pdf' });
const clean = (): SampleFile => ({ ...samplePdf(), name: 'clean.pdf' });

for (const [kind, makeStores] of storeKinds(
  () => servers.emulator,
  () => servers.storage,
)) {
  describe(`two posts of one request id at once, on the ${kind}`, () => {
    const setUp = (contacts?: (store: ContactStore) => ContactStore) => {
      const stores = makeStores();
      const staging = mkdtempSync(join(tmpdir(), 'double-'));
      const limiter = memoryLimiter({ limit: 100_000, windowMs: 60_000 });
      const deps: ContactDependencies = {
        store: contacts ? contacts(stores.contactStore) : stores.contactStore,
        limits: { accepted: limiter, invalid: limiter },
        allowedOrigins: [ORIGIN],
        ip: '203.0.113.9',
        log: QUIET,
        uploads: { store: stores.attachmentStore, stagingDir: staging, work: uploadLine({ running: 8, waiting: 400, perAddress: 400 }) },
      };
      return { ...stores, deps, staging };
    };

    /** Every stored request's listed files: each there, with the bytes its name says. */
    async function storedFiles(stores: ReturnType<typeof setUp>) {
      const found: { requestId: string; name: string; activeContent: boolean; bytes: Buffer | undefined }[] = [];
      for (const item of await stores.adminStore.allItems())
        for (const file of item.attachments) {
          const stored = await stores.attachmentStore!.read(item.id, file.id);
          found.push({
            requestId: item.id,
            name: file.name,
            activeContent: file.activeContent,
            bytes: stored && (await bytesOf(stored.stream)),
          });
        }
      return found;
    }

    it('loses no file of an acknowledged post: every 201 finds its request with all its files there', { timeout: 60_000 }, async () => {
      const stores = setUp();
      const rounds = kind.includes('embedded') ? 100 : 25;
      const ids = Array.from({ length: rounds }, () => crypto.randomUUID());
      const answers = await Promise.all(
        ids.flatMap((id) =>
          [post(id, [samplePdf(), sampleDwg()]), post(id, [samplePdf(), sampleDwg()])].map(async (request) =>
            handleContactRequest(await request, stores.deps),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const items = await stores.adminStore.allItems();
      expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
      const files = await storedFiles(stores);
      expect(files).toHaveLength(rounds * 2);
      expect(files.filter((file) => file.bytes === undefined)).toEqual([]);
      expect(readdirSync(stores.staging)).toEqual([]);
    });

    it('never lists the clean name over the scripted bytes, nor the scripted file unflagged', { timeout: 60_000 }, async () => {
      const stores = setUp();
      const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
      await Promise.all(
        ids.flatMap((id) =>
          [post(id, [clean()]), post(id, [scripted()])].map(async (request) => handleContactRequest(await request, stores.deps)),
        ),
      );
      const files = await storedFiles(stores);
      expect(files).toHaveLength(ids.length);
      for (const file of files) {
        const sentScripted = file.bytes!.includes('J#61vaScript');
        expect({ name: file.name, activeContent: file.activeContent }).toEqual(
          sentScripted ? { name: 'scripted.pdf', activeContent: true } : { name: 'clean.pdf', activeContent: false },
        );
      }
    });

    it('a post that fails to store removes its own files only, never those of the acknowledged post', async () => {
      let calls = 0;
      // The second save of each id fails: the store went away between the two posts.
      const stores = setUp((store) => ({
        ...store,
        save: async (entry) => (calls++ === 0 ? store.save(entry) : Promise.reject(new Error('away'))),
      }));
      const id = crypto.randomUUID();
      const first = await handleContactRequest(await post(id, [samplePdf(), sampleDwg()]), stores.deps);
      const second = await handleContactRequest(await post(id, [samplePdf(), sampleDwg()]), stores.deps);
      expect([first.status, second.status]).toEqual([201, 503]);
      const files = await storedFiles(stores);
      expect(files).toHaveLength(2);
      expect(files.filter((file) => file.bytes === undefined)).toEqual([]);
    });
  });
}
