/** POST /api/contact: the only route that runs on demand; every page stays pre-rendered. */
import type { APIRoute } from 'astro';
import { contactEnvironment, type ContactEnvironment } from '../../server/contact/from-env';
import { handleContactRequest } from '../../server/contact/handler';

export const prerender = false;

let environment: ContactEnvironment | undefined;

export const POST: APIRoute = ({ request, clientAddress }) => {
  if (!environment) {
    environment = contactEnvironment();
    console.log(`Contact requests are stored in ${environment.storeDescription}`);
  }
  const forwarded = environment.trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return handleContactRequest(request, {
    store: environment.store,
    limiter: environment.limiter,
    ip: forwarded || clientAddress,
    ...(environment.allowedOrigins ? { allowedOrigins: environment.allowedOrigins } : {}),
  });
};
