/**
 * The studio's page preview, rendered (route adminApi.pagePreview): its middleware asks the
 * server whether and what to render (src/server/admin/page-preview.ts), then renders the route's
 * page (./page-preview.astro) inside the draft's content overlay, reading the whole body there,
 * since a page renders while its body streams. The render travels with the request's async
 * context, as the overlay does: never in `locals`, which `astro dev` shares between requests.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'astro';
import { withContent } from '../content/overlay';
import { adminApi } from '../i18n/routes';
import type { PagePreviewRender } from '../server/admin/page-preview';

const renders = new AsyncLocalStorage<PagePreviewRender>();

/** The preview being rendered; undefined outside the middleware's call. */
export const currentPreview = (): PagePreviewRender | undefined => renders.getStore();

/** The header naming the draft's fields the page shows as stored, with why (JSON, ASCII only). */
export const NOT_SHOWN_HEADER = 'Preview-Not-Shown';

const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const onRequest: MiddlewareHandler = async (context, next) => {
  if (context.isPrerendered || context.url.pathname !== adminApi.pagePreview) return next();
  const render = await context.locals.services.pagePreview(context.request);
  if (render instanceof Response) return render;
  const { response, body } = await renders.run(render, () =>
    withContent(render.content, async () => {
      const response = await next();
      return { response, body: render.finish(await response.text()) };
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Cache-Control', 'private, no-store');
  headers.set(NOT_SHOWN_HEADER, asciiJson(render.notShown));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};
