/**
 * A file sent with a request, downloaded from the built server as staff's browser gets it: the
 * exact bytes as an attachment, and the download's own sandboxing policy, not the site's, after
 * every layer in front of the staff API has had its say.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import { hashPassword } from '../../../src/server/admin/passwords';
import { sqliteAdminStore } from '../../../src/server/store/sqlite/admin-store';
import { folderAttachmentStore } from '../../../src/server/store/sqlite/attachments';
import { sqliteContactStore } from '../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../src/server/store/sqlite/lazy';
import { embeddedStoreEnv } from '../../browser/contact-data';
import { killLeftoverServers, startServer } from '../server-process';

test.afterEach(killLeftoverServers);

const STAFF = { email: 'inbox@example.com', password: 'uzun ve gizli bir parola' };
const DRAWING = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test("staff download a request's file from the built server with the download's own headers", async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-download-')), 'data');
  const handle = databaseHandle(dataDir, () => {});
  await sqliteAdminStore(handle).putUser(
    { email: STAFF.email, displayName: 'Zeynep Kaya', passwordHash: await hashPassword(STAFF.password), permissions: ['inbox'] },
    new Date(),
  );
  const requestId = randomUUID();
  const attachmentId = randomUUID();
  const prepared = join(mkdtempSync(join(tmpdir(), 'upload-')), 'part');
  writeFileSync(prepared, DRAWING);
  await folderAttachmentStore(dataDir).put(requestId, attachmentId, 'application/pdf', prepared);
  const createDate = new Date().toISOString();
  await sqliteContactStore(handle).save({
    id: requestId,
    request: {
      name: 'Ayşe Yılmaz',
      phone: '+90 312 555 01 23',
      email: 'ayse@example.com',
      subject: 'Teklif',
      message: 'Çizim ekte.',
      lang: 'tr',
      createDate,
      index: Date.parse(createDate),
      ip: '203.0.113.7',
      solved: false,
      solvedDate: null,
      attachments: [{ id: attachmentId, name: 'kat-planı şema.pdf', type: 'application/pdf', size: DRAWING.length, activeContent: false }],
    },
  });
  handle.close();

  const { origin } = await startServer(embeddedStoreEnv(dataDir));
  const signIn = await fetch(`${origin}${adminApi.session}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  expect(signIn.status).toBe(204);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

  const path = adminApiPath(adminApi.contactRequestAttachment, { id: requestId, attachmentId });
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(DRAWING)).toBe(true);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="kat-plani sema.pdf"; filename*=UTF-8''kat-plan%C4%B1%20%C5%9Fema.pdf`,
  );
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');

  const anonymous = await fetch(`${origin}${path}`);
  expect(anonymous.status).toBe(401);
});
