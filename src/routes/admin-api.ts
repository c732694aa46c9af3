/**
 * Every path under the staff API (adminApi in src/i18n/routes.ts), run on demand; the admin
 * server code (`locals.services`, src/server/services.ts) dispatches by path, so every method
 * reaches it (405 and 404 are JSON too).
 */
import type { APIRoute } from 'astro';
import { contentProjects } from '../lib/project-catalog';

export const prerender = false;

// The projects that name requests' projects are this build's, the pages' own.
export const ALL: APIRoute = ({ request, clientAddress, locals }) =>
  locals.services.admin(request, clientAddress, contentProjects, locals.socketDrain);
