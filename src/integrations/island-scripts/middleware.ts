/** Every HTML answer, pre-rendered or rendered on demand, gets its island scripts as modules. */
import { defineMiddleware } from 'astro:middleware';
import { moduleIslandScripts } from './module-island-scripts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(moduleIslandScripts(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
