/**
 * Image uploads for the content studio (paths: adminApi.media* in src/i18n/routes.ts), behind
 * the `content` permission: POST the image's bytes, get `{ src, width, height }` for an image
 * field (src/server/content/uploads.ts makes it safe); GET the list of uploads to pick one again,
 * and an upload itself to see it before any build has it.
 */
import { adminApi } from '../../i18n/routes';
import { UPLOAD_NAME, UPLOADS_PATH } from '../../lib/content-images-folder';
import { MAX_UPLOAD_BYTES, originalFileName, prepareUpload } from '../content/uploads';
import { mediaType, readLimitedBody } from '../http/body';
import { json } from '../http/json';
import { workQueue } from '../http/work-queue';
import { IMAGE_WORK } from '../limits';
import type { PathParams, Route } from '../http/router';
import type { MediaListAnswer, UploadedImage } from '../../admin-api/contract';
import { error, type AdminCall } from './call';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** One process's image work: an upload's body is read only when its turn comes, so those waiting hold no bytes. */
const imageWork = workQueue(IMAGE_WORK);

function upload({ request, deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    if (!deps.media) return error(503, deps.mediaProblem ?? 'image uploads are not available');
    const type = mediaType(request);
    if (!ACCEPTED_TYPES.includes(type)) return error(415, `send the image's bytes as ${ACCEPTED_TYPES.join(', ')}`);
    const tooLarge = () => error(413, `an image of at most ${MAX_UPLOAD_BYTES / 1e6} MB`);
    if (Number(request.headers.get('content-length') ?? '0') > MAX_UPLOAD_BYTES) return tooLarge();
    const turn = await imageWork.run(async () => {
      const bytes = await readLimitedBody(request, MAX_UPLOAD_BYTES);
      return bytes ? prepareUpload(bytes) : undefined;
    });
    if (!turn.ran)
      return error(429, 'other images are being prepared; send this one again in a moment', {
        'Retry-After': String(IMAGE_WORK.retryAfterSeconds),
      });
    const prepared = turn.value;
    if (!prepared) return tooLarge();
    if (!prepared.ok) return error(prepared.status, prepared.error);
    // The file's own name comes as `?name=`: the body is the image's bytes alone.
    const originalName = originalFileName(new URL(request.url).searchParams.get('name'));
    await deps.media.put(prepared.upload.name, prepared.upload.bytes, originalName);
    const { name, width, height } = prepared.upload;
    return json(201, { src: `${UPLOADS_PATH}/${name}`, width, height, originalName } satisfies UploadedImage);
  }, 'content');
}

function uploads({ deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    if (!deps.media) return error(503, deps.mediaProblem ?? 'image uploads are not available');
    const images = await deps.media.list();
    return json(200, {
      images: images
        .filter(({ name }) => UPLOAD_NAME.test(name))
        .map(({ name, originalName }) => ({ src: `${UPLOADS_PATH}/${name}`, originalName })),
    } satisfies MediaListAnswer);
  }, 'content');
}

function uploaded({ deps, authenticated }: AdminCall, { name = '' }: PathParams): Promise<Response> {
  return authenticated(async () => {
    if (!deps.media) return error(503, deps.mediaProblem ?? 'image uploads are not available');
    const bytes = UPLOAD_NAME.test(name) ? await deps.media.get(name) : undefined;
    if (!bytes) return error(404, `no uploaded image '${name}'`);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }, 'content');
}

export const mediaEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.media, methods: { GET: uploads, POST: upload } },
  { path: adminApi.mediaFile, methods: { GET: uploaded } },
];
