/**
 * Every HTML answer, pre-rendered or rendered on demand, gets its island scripts as modules,
 * its island style in <head> and its islands named by their content (island-ids.ts).
 */
import type { MiddlewareHandler } from 'astro';
import { islandIdsFromContent } from './island-ids';
import { islandStyleInHead } from './island-style';
import { moduleIslandScripts } from './module-island-scripts';

export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (response.body === null || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new Response(islandIdsFromContent(islandStyleInHead(moduleIslandScripts(await response.text()))), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
