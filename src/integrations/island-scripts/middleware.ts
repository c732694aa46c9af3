/** Every HTML answer, pre-rendered or rendered on demand, gets its island scripts as modules. */
import type { MiddlewareHandler } from 'astro';
import { moduleIslandScripts } from './module-island-scripts';

export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (response.body === null || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new Response(moduleIslandScripts(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
