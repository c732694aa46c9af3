/**
 * A route table for an API under one prefix: each path (with `{id}` for one segment) lists
 * the methods it answers. A path no route has is 404; a method its route lacks is 405 with
 * the `Allow` the table gives. The table reads as the API's index.
 */
import { pathParam } from '../../i18n/routes';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<Context> {
  /** The path as the route table spells it (src/i18n/routes.ts), `{id}` for a segment. */
  path: string;
  methods: Partial<Record<Method, (context: Context, id: string | undefined) => Promise<Response>>>;
}

export type Match<Context> =
  { kind: 'found'; answer: (context: Context) => Promise<Response> } | { kind: 'no route' } | { kind: 'method not allowed'; allow: string };

export function findRoute<Context>(routes: readonly Route<Context>[], method: string, path: string): Match<Context> {
  for (const route of routes) {
    const id = pathParam(route.path, path);
    if (id === undefined) continue;
    const handler = route.methods[method as Method];
    if (!handler) return { kind: 'method not allowed', allow: Object.keys(route.methods).join(', ') };
    return { kind: 'found', answer: (context) => handler(context, id === '' ? undefined : id) };
  }
  return { kind: 'no route' };
}
