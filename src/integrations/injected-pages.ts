/**
 * The route table's on-demand pages (src/i18n/routes.ts, `onDemand`), each injected at its
 * path in every language (a project's url as the parameter `id`), so no path is spelled by a
 * file name under src/pages. Each key
 * names its page component here. The contact form's JSON endpoint is injected at the route
 * table's path too, and the staff API is one route under its prefix, but for the studio's page
 * preview, a page of the site rendered from an editor's draft (its own route and middleware). The admin's
 * pages and the editors' handbook it serves are prerendered, but injected here too: a route of
 * their own keeps their code and styles off every public page (src/routes/admin-page.astro,
 * src/routes/admin-handbook.astro).
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import {
  adminApi,
  adminApiPrefix,
  contactEndpoint,
  defaultLang,
  languages,
  onDemandPattern,
  pathFor,
  type OnDemandRouteKey,
} from '../i18n/routes';

const entrypoints: Record<OnDemandRouteKey, string> = {
  contactSend: './src/routes/contact-send.astro',
  contactSent: './src/routes/contact-sent.astro',
  projectQuote: './src/routes/project-quote.astro',
};

export default function injectedPages(): AstroIntegration {
  return {
    name: 'injected-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute, addMiddleware }) => {
        for (const [key, entrypoint] of Object.entries(entrypoints) as [OnDemandRouteKey, string][]) {
          for (const pattern of new Set(languages.map((lang) => onDemandPattern(key, lang, '[id]')))) {
            injectRoute({ pattern, entrypoint, prerender: false });
          }
        }
        injectRoute({ pattern: contactEndpoint, entrypoint: './src/routes/contact-endpoint.ts', prerender: false });
        injectRoute({ pattern: `${adminApiPrefix}/[...path]`, entrypoint: './src/routes/admin-api.ts', prerender: false });
        // The studio's page preview: a page under the staff API, rendered inside its middleware.
        injectRoute({ pattern: adminApi.pagePreview, entrypoint: './src/routes/page-preview.astro', prerender: false });
        addMiddleware({ entrypoint: fileURLToPath(new URL('../routes/page-preview-render.ts', import.meta.url)), order: 'post' });
        injectRoute({
          pattern: `${pathFor('admin', defaultLang)}/[...child]`,
          entrypoint: './src/routes/admin-page.astro',
          prerender: true,
        });
        // The handbook's pages: one folder per admin language (adminHandbookFolders), a page per slug.
        injectRoute({
          pattern: `${pathFor('admin', defaultLang)}/[folder]/[slug]`,
          entrypoint: './src/routes/admin-handbook.astro',
          prerender: true,
        });
      },
    },
  };
}
