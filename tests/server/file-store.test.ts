/** The embedded store after a crash: half-written temporary files do not pile up. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { fileContactStore } from '../../src/server/contact/file-store';
import type { ContactRequest } from '../../src/content/schemas';

const request: ContactRequest = {
  createDate: '2026-11-22T10:00:00.000Z',
  email: '',
  subject: 'Teklif',
  phone: '+90 312 555 01 23',
  message: 'Merhaba.',
  name: 'Ayşe Yılmaz',
  index: 1,
  ip: '203.0.113.7',
  solvedDate: null,
  solved: false,
  lang: 'tr',
};

it('removes the temporary files a crashed server left, before its first write, and keeps the requests', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'contact-leftovers-')), 'requests');
  mkdirSync(dir);
  const id = '0b9e4f5e-7d41-4c0e-9f4e-2a1f3c5d6e7f';
  writeFileSync(join(dir, `${id}.json`), `${JSON.stringify({ id, request })}\n`);
  // What a kill between open() and link() leaves: a complete one and a truncated one.
  writeFileSync(join(dir, `.${id}.11111111-1111-4111-8111-111111111111.tmp`), JSON.stringify({ id, request }));
  writeFileSync(join(dir, '.c2d3e4f5-0000-4000-8000-000000000000.22222222-2222-4222-8222-222222222222.tmp'), '{"id":');

  const store = fileContactStore(dir);
  // Reading does not clean: a reader in another process must not touch a write in progress.
  expect((await store.list()).map((entry) => entry.id)).toEqual([id]);
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toHaveLength(2);

  const second = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
  await store.save({ id: second, request: { ...request, index: 2 } });
  expect(readdirSync(dir).sort()).toEqual([`${id}.json`, `${second}.json`].sort());
  expect((await store.list()).map((entry) => entry.id)).toEqual([id, second]);
});
