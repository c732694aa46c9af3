/**
 * `astro dev` runs no src/server/main.ts: this builds the same services once, when the dev
 * server starts, and hands them to the on-demand routes as `locals`, as the Node server does.
 * The modules load through the dev server's own module graph, and only then, so `astro build`
 * never loads a store.
 */
import type { AstroIntegration } from 'astro';
import type * as Services from '../server/services';
import type * as Config from '../server/config';
import type * as SnapshotMeta from '../content/snapshot-meta';

/** Where Astro's dev server looks for the locals of a request. */
const ASTRO_LOCALS = Symbol.for('astro.locals');

export default function siteServices(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'site-services',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:server:setup': async ({ server }) => {
        const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>;
        const [{ createSiteServices }, { processEnvironment }, { snapshotExportedAt }] = await Promise.all([
          load<typeof Services>('/src/server/services.ts'),
          load<typeof Config>('/src/server/config.ts'),
          load<typeof SnapshotMeta>('/src/content/snapshot-meta.ts'),
        ]);
        const services = createSiteServices(processEnvironment(), { ...(site ? { site } : {}), contentExportedAt: snapshotExportedAt() });
        await services.start();
        const locals: App.Locals = { services };
        server.middlewares.use((req, _res, next) => {
          Reflect.set(req, ASTRO_LOCALS, locals);
          next();
        });
        server.httpServer?.once('close', () => void services.close());
      },
    },
  };
}
