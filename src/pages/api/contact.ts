/**
 * /api/contact: the island's JSON endpoint, run on demand like the native form post it shares
 * its store and limits with (src/server/contact/site-service.ts). Every method reaches the
 * handler, so anything but POST gets a JSON 405 naming POST instead of the not-found page.
 */
import type { APIRoute } from 'astro';
import { contactService } from '../../server/contact/site-service';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => contactService.json(request, clientAddress);
