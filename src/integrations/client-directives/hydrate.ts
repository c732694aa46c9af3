import type { ClientDirective } from 'astro';

/** What each directive does once its moment has come: fetch the island's code, then hydrate it. */
export const hydrateWith = (load: Parameters<ClientDirective>[0]) => async () => {
  const hydrator = await load();
  await hydrator();
};
