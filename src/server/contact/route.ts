/**
 * What src/pages/api/contact.ts runs for every method: the environment read once, at the
 * first request (so a build never connects anywhere), the visitor's address resolved, then
 * the handler.
 */
import { clientAddress, logForwardedForOnce } from './client-address';
import { contactEnvironment, type ContactEnvironment } from './from-env';
import { handleContactRequest } from './handler';
import { json } from './responses';

export type ContactRoute = (request: Request, socketAddress: string) => Promise<Response>;

export function createContactRoute(env: NodeJS.ProcessEnv, siteUrl: string | undefined, log: (line: string) => void = console.log): ContactRoute {
  let environment: ContactEnvironment | Error | undefined;
  let logForwardedFor: ((forwardedFor: string | null) => void) | undefined;

  return async (request, socketAddress) => {
    if (!environment) {
      try {
        environment = contactEnvironment(env, siteUrl);
        log(`Contact requests are stored in ${environment.storeDescription}; allowed origins: ${environment.allowedOrigins.join(', ')}`);
        logForwardedFor = logForwardedForOnce(environment.logForwardedFor, log);
      } catch (error) {
        environment = error instanceof Error ? error : new Error(String(error));
        console.error(`The contact endpoint is not configured correctly: ${environment.message}`);
      }
    }
    if (environment instanceof Error) return json(503, { ok: false, error: 'the contact endpoint is not configured', fields: [] });

    const forwardedFor = request.headers.get('x-forwarded-for');
    logForwardedFor?.(forwardedFor);
    return handleContactRequest(request, {
      store: environment.store,
      limits: environment.limits,
      ip: clientAddress({ forwardedFor, socketAddress, trustedProxies: environment.trustedProxies }),
      allowedOrigins: environment.allowedOrigins,
    });
  };
}
