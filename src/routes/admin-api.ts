/**
 * Every path under the staff API (adminApi in src/i18n/routes.ts), run on demand; the admin
 * server code (`locals.services`, src/server/services.ts) dispatches by path, so every method
 * reaches it (405 and 404 are JSON too).
 */
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress, locals }) => locals.services.admin(request, clientAddress);
