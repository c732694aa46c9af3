/**
 * The contact endpoint as the on-demand routes run it: the visitor's address resolved, then
 * the island's JSON endpoint (src/routes/contact-endpoint.ts) or the native form post (the contact
 * send page). Both share one set of settings, so one store and one set of rate limits. Settings
 * that could not be built (an Error) make both answer 503, keeping what the visitor typed.
 */
import type { Lang } from '../../i18n/routes';
import { clientAddress, logForwardedForOnce } from '../http/client-address';
import { formAnswer, submitContactForm, type FormAnswer } from './form-answer';
import { handleContactRequest } from './handler';
import { FILES_OFF, readFormPost } from './read-submission';
import { json } from '../http/json';
import type { ContactSettings } from './settings';
import type { ContactDependencies, ProjectLookup } from './submit';
import { lineLog, type Log } from '../log';

/**
 * Each call takes `isProject` from the route that answers it: the content of the build served
 * (which a publish replaces while the process runs), not the content this module was loaded with.
 */
export interface ContactService {
  /** POST /api/contact: the island's JSON. */
  json: (request: Request, socketAddress: string, isProject?: ProjectLookup) => Promise<Response>;
  /** The contact page's native form post, in the page's language. */
  form: (request: Request, socketAddress: string, lang: Lang, isProject?: ProjectLookup) => Promise<FormAnswer>;
}

export function createContactService(settings: ContactSettings | Error, log: Log): ContactService {
  if (settings instanceof Error) {
    return {
      json: async () => json(503, { ok: false, error: 'the contact endpoint is not configured', fields: [] }),
      form: async (request, _socketAddress, lang) =>
        formAnswer({ kind: 'unavailable' }, await readFormPost(request, lang, Date.now(), FILES_OFF)),
    };
  }
  const logForwardedFor = logForwardedForOnce(settings.logForwardedFor, lineLog(log));
  const dependencies = (request: Request, socketAddress: string, isProject: ProjectLookup | undefined): ContactDependencies => {
    const forwardedFor = request.headers.get('x-forwarded-for');
    logForwardedFor(forwardedFor);
    return {
      store: settings.store,
      limits: settings.limits,
      pace: settings.pace,
      ip: clientAddress({ forwardedFor, socketAddress, trustedProxies: settings.trustedProxies }),
      allowedOrigins: settings.allowedOrigins,
      uploads: settings.uploads,
      log,
      ...(isProject ? { isProject } : {}),
    };
  };
  return {
    json: (request, socketAddress, isProject) => handleContactRequest(request, dependencies(request, socketAddress, isProject)),
    form: (request, socketAddress, lang, isProject) => submitContactForm(request, dependencies(request, socketAddress, isProject), lang),
  };
}
