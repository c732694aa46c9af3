/**
 * The island's JSON endpoint (contactEndpoint in src/i18n/routes.ts, injected at that path by
 * src/integrations/injected-pages.ts), run on demand like the native form post it shares
 * its store and limits with (`locals.services`, src/server/services.ts). Every method reaches the
 * handler, so anything but POST gets a JSON 405 naming POST instead of the not-found page.
 */
import type { APIRoute } from 'astro';
import { hasProject } from '../content/operations';

export const prerender = false;

// A project's quote form sends the project: checked against this build's content, the pages' own.
export const ALL: APIRoute = ({ request, clientAddress, locals }) => locals.services.contact.json(request, clientAddress, hasProject);
