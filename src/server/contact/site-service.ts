/**
 * The one contact service of the running server: the JSON endpoint and the native form post
 * import it, so they share the store and the per-address limits in memory.
 */
import { processEnvironment } from '../config';
import { createContactService } from './route';

// SITE is Astro's `site` option, the site's public base URL; undefined until it is set.
export const contactService = createContactService(processEnvironment(), import.meta.env.SITE);
