/**
 * Every HTML answer, pre-rendered or rendered on demand, gets its island scripts as modules and
 * its island style in <head>.
 */
import type { MiddlewareHandler } from 'astro';
import { islandStyleInHead } from './island-style';
import { moduleIslandScripts } from './module-island-scripts';

export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (response.body === null || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new Response(islandStyleInHead(moduleIslandScripts(await response.text())), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
