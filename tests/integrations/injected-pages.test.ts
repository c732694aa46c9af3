import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectedRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import injectedPages from '../../src/integrations/injected-pages';
import { adminApi, contactEndpoint } from '../../src/i18n/routes';

interface AddedMiddleware {
  entrypoint: string | URL;
  order: 'pre' | 'post';
}

/** The routes and middleware the integration adds, as Astro's config hook would receive them. */
function added(): { routes: InjectedRoute[]; middleware: AddedMiddleware[] } {
  const routes: InjectedRoute[] = [];
  const middleware: AddedMiddleware[] = [];
  const setup = injectedPages().hooks['astro:config:setup'] as unknown as (options: {
    injectRoute: (route: InjectedRoute) => void;
    addMiddleware: (entry: AddedMiddleware) => void;
  }) => void;
  setup({ injectRoute: (route) => routes.push(route), addMiddleware: (entry) => middleware.push(entry) });
  return { routes, middleware };
}

const injected = () => added().routes;

/** Every file under src/pages, as a path from it. */
function pageFiles(dir = 'src/pages', prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('the on-demand routes', () => {
  it("inject the contact form's JSON endpoint at the route table's path, run on demand from a file that exists", () => {
    const endpoint = injected().filter((route) => route.pattern === contactEndpoint);
    expect(endpoint).toEqual([expect.objectContaining({ prerender: false })]);
    expect(existsSync(endpoint[0]!.entrypoint.toString())).toBe(true);
  });

  it("inject the studio's page preview at the route table's path, on demand, with the middleware that renders it", () => {
    const preview = injected().filter((route) => route.pattern === adminApi.pagePreview);
    expect(preview).toEqual([expect.objectContaining({ prerender: false })]);
    expect(existsSync(preview[0]!.entrypoint.toString())).toBe(true);
    const { middleware } = added();
    expect(middleware).toHaveLength(1);
    expect(existsSync(middleware[0]!.entrypoint.toString())).toBe(true);
  });

  it('leave no file under src/pages that spells the endpoint a second time', () => {
    const spelled = contactEndpoint.replace(/^\//, '');
    expect(pageFiles().filter((file) => file.replace(/\.[^/.]+$/, '') === spelled)).toEqual([]);
  });
});
