/**
 * Image uploads are prepared one at a time with a short line behind (src/server/limits.ts): an
 * upload past the line is answered 429 with Retry-After at once, without its body being read,
 * and those in line are prepared in turn once the one before is done.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/i18n/routes';
import { MAX_UPLOAD_BYTES } from '../../../src/server/content/uploads';
import { IMAGE_WORK } from '../../../src/server/limits';
import { addStaff, client, EDITOR, RawBody, storeKinds } from '../store/stores';

const [[, embeddedStores]] = storeKinds(() => {
  throw new Error('the embedded store is enough here');
}) as [[string, ReturnType<typeof storeKinds>[0][1]]];

/** An upload whose bytes arrive only when the test lets them; `read` says whether the server began reading them. */
function slowUpload(bytes: Buffer) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let read = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        read = true;
        await arrived;
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    },
    // Pulled only when the server reads, not ahead.
    { highWaterMark: 0 },
  );
  return { body: new RawBody(body), arrive, read: () => read };
}

describe('image uploads under load', () => {
  it('answers 429 with Retry-After past the line, unread, and prepares the ones in line in turn', async () => {
    const stores = embeddedStores();
    await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
    const api = client(stores);
    await api.signIn(EDITOR.email, EDITOR.password);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a5aa0' } })
      .jpeg()
      .toBuffer();

    const inLine = Array.from({ length: IMAGE_WORK.running + IMAGE_WORK.waiting }, () => slowUpload(photo));
    const answers = inLine.map(({ body }) => api.call('POST', adminApi.media, body, { 'content-type': 'image/jpeg' }));
    const extra = slowUpload(photo);
    // Nothing in line can be answered before its bytes arrive: the first answer is the refusal.
    const refused = await Promise.race([...answers, api.call('POST', adminApi.media, extra.body, { 'content-type': 'image/jpeg' })]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(IMAGE_WORK.retryAfterSeconds));
    expect(extra.read()).toBe(false);
    // Only the running ones have begun reading their bytes; the waiting ones hold none.
    expect(inLine.filter((upload) => upload.read())).toHaveLength(IMAGE_WORK.running);

    // One too large by its Content-Length is refused as such, without taking a place.
    const tooLarge = await api.call('POST', adminApi.media, slowUpload(photo).body, {
      'content-type': 'image/jpeg',
      'content-length': String(MAX_UPLOAD_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);

    for (const upload of inLine) upload.arrive();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual(inLine.map(() => 201));
  });
});
