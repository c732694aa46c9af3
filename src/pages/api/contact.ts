/**
 * /api/contact: the only route that runs on demand; every page stays pre-rendered. Every
 * method reaches the handler, so anything but POST gets a JSON 405 naming POST instead of
 * the not-found page.
 */
import type { APIRoute } from 'astro';
import { createContactRoute } from '../../server/contact/route';

export const prerender = false;

// SITE is Astro's `site` option, the site's public base URL; undefined until it is set.
const route = createContactRoute(process.env, import.meta.env.SITE);

export const ALL: APIRoute = ({ request, clientAddress }) => route(request, clientAddress);
