/**
 * During a build that records (./session.ts), each pre-rendered page's answer is rendered within
 * a recording of the content operations it calls (src/content/recorded-reads.ts). The body is
 * read inside it: a page renders while its body streams.
 */
import type { MiddlewareHandler } from 'astro';
import { readsDuring } from '../../content/recorded-reads';
import { currentSession } from './session';

export const onRequest: MiddlewareHandler = async (context, next) => {
  const session = currentSession();
  if (!session || !context.isPrerendered) return next();
  const { value, reads } = await readsDuring(async () => {
    const response = await next();
    return { response, body: response.body === null ? null : await response.arrayBuffer() };
  });
  session.rendered.set(context.url.pathname.replace(/(?<=.)\/$/, ''), reads);
  const { response, body } = value;
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};
