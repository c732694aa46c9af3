/**
 * The files sent with a contact request, downloaded by staff with `inbox`. The request's own
 * record of its files decides what may be read: a file id another request lists is no file of
 * this one (404), and the type answered is the stored one (read from the bytes when they were
 * sent), the name one that ends in that kind's extension.
 * Always a download, never shown in the browser: a visitor's file must not run as a page of
 * the admin's origin.
 */
import { Readable } from 'node:stream';
import { attachmentKindOfType, fileNameForKind } from '../../content/attachments';
import { adminApi } from '../../i18n/routes';
import type { PathParams, Route } from '../http/router';
import { error, pathSegment, type AdminCall } from './call';

/** The name as plain ASCII for clients that ignore `filename*`: letters lose their marks, anything else that could end or break the header becomes `_`. */
function asciiFallback(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9 ._()+,=!#$&'@[\]^`{}~-]/g, '_')
    .trim();
  return plain === '' ? 'file' : plain;
}

/** RFC 5987's attr-char leaves fewer characters bare than encodeURIComponent does. */
const extendedValue = (name: string) =>
  encodeURIComponent(name.toWellFormed()).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `Content-Disposition` for a download named `name` (RFC 6266): an ASCII `filename` and the exact one in `filename*`. */
function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}

function download({ deps, store, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    if (!deps.attachments) return error(503, deps.attachmentProblem ?? 'the files sent with requests are not available on this server');
    const id = pathSegment(params['id']);
    const attachmentId = pathSegment(params['attachmentId']);
    const item = id === undefined ? undefined : await store.getItem(id);
    if (!item) return error(404, 'no such contact request');
    const attachment = item.attachments.find((file) => file.id === attachmentId);
    if (!attachment) return error(404, 'this contact request has no such file');
    const stored = await deps.attachments.read(item.id, attachment.id);
    if (!stored) return error(404, `the file '${attachment.name}' of this request is missing from the store`);
    return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        // The kind read from the bytes when they were sent, and a name that ends as that kind does,
        // also for a request stored before names were made to (`invoice.html` of a PDF: `invoice.pdf`).
        'Content-Type': attachment.type,
        'Content-Length': String(stored.size),
        'Content-Disposition': attachmentDisposition(fileNameForKind(attachment.name, attachmentKindOfType(attachment.type))),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': DOWNLOAD_POLICY,
        'Cache-Control': 'no-store',
      },
    });
  }, 'inbox');
}

/** A visitor's file is never a page: nothing it holds may load or run, even opened by mistake. Hosting sets it too (scripts/hosting-config.ts). */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox";

export const attachmentEndpoints: readonly Route<AdminCall>[] = [{ path: adminApi.contactRequestAttachment, methods: { GET: download } }];
