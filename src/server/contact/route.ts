/**
 * What the on-demand routes run: the environment read once, at the first request (so a build
 * never connects anywhere), the visitor's address resolved, then the island's JSON endpoint
 * (src/pages/api/contact.ts) or the native form post (the contact send page). Both share one
 * environment, so one store and one set of rate limits.
 */
import type { Lang } from '../../i18n/routes';
import { clientAddress, logForwardedForOnce } from '../http/client-address';
import { formAnswer, submitContactForm, type FormAnswer } from './form-answer';
import { contactEnvironment, type ContactEnvironment } from './from-env';
import { handleContactRequest } from './handler';
import { readFormPost } from './read-submission';
import { json } from '../http/json';
import type { ContactDependencies } from './submit';

export type ContactRoute = (request: Request, socketAddress: string) => Promise<Response>;

export interface ContactService {
  /** POST /api/contact: the island's JSON. */
  json: ContactRoute;
  /** The contact page's native form post, in the page's language. */
  form: (request: Request, socketAddress: string, lang: Lang) => Promise<FormAnswer>;
}

export function createContactService(
  env: NodeJS.ProcessEnv,
  siteUrl: string | undefined,
  log: (line: string) => void = console.log,
): ContactService {
  let environment: ContactEnvironment | Error | undefined;
  let logForwardedFor: ((forwardedFor: string | null) => void) | undefined;

  const dependencies = (request: Request, socketAddress: string): ContactDependencies | Error => {
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
    if (environment instanceof Error) return environment;
    const forwardedFor = request.headers.get('x-forwarded-for');
    logForwardedFor?.(forwardedFor);
    return {
      store: environment.store,
      limits: environment.limits,
      ip: clientAddress({ forwardedFor, socketAddress, trustedProxies: environment.trustedProxies }),
      allowedOrigins: environment.allowedOrigins,
    };
  };

  return {
    json: async (request, socketAddress) => {
      const deps = dependencies(request, socketAddress);
      if (deps instanceof Error) return json(503, { ok: false, error: 'the contact endpoint is not configured', fields: [] });
      return handleContactRequest(request, deps);
    },
    form: async (request, socketAddress, lang) => {
      const deps = dependencies(request, socketAddress);
      if (deps instanceof Error) return formAnswer({ kind: 'unavailable' }, (await readFormPost(request, lang, Date.now())).values);
      return submitContactForm(request, deps, lang);
    },
  };
}

/** The JSON endpoint alone, as src/pages/api/contact.ts and its tests use it. */
export function createContactRoute(
  env: NodeJS.ProcessEnv,
  siteUrl: string | undefined,
  log: (line: string) => void = console.log,
): ContactRoute {
  return createContactService(env, siteUrl, log).json;
}
