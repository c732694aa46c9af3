/**
 * A route table for an API under one prefix: each path (with `{id}` for one segment) lists
 * the methods it answers. A path no route has is 404; a method its route lacks is 405 with
 * the `Allow` the table gives. The table reads as the API's index.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<Context> {
  /** The path as the route table spells it (src/i18n/routes.ts), `{id}` for a segment. */
  path: string;
  methods: Partial<Record<Method, (context: Context, id: string | undefined) => Promise<Response>>>;
}

export type Match<Context> =
  { kind: 'found'; answer: (context: Context) => Promise<Response> } | { kind: 'no route' } | { kind: 'method not allowed'; allow: string };

const PARAM = '{id}';

/** The `{id}` segment of `path` when it matches `pattern` (raw, as sent), '' for a match without one, or undefined. */
function matchPath(pattern: string, path: string): string | undefined {
  if (!pattern.includes(PARAM)) return pattern === path ? '' : undefined;
  const [prefix, suffix] = pattern.split(PARAM) as [string, string];
  if (!path.startsWith(prefix) || !path.endsWith(suffix) || path.length <= prefix.length + suffix.length) return undefined;
  const id = path.slice(prefix.length, path.length - suffix.length);
  return id.includes('/') ? undefined : id;
}

export function findRoute<Context>(routes: readonly Route<Context>[], method: string, path: string): Match<Context> {
  for (const route of routes) {
    const id = matchPath(route.path, path);
    if (id === undefined) continue;
    const handler = route.methods[method as Method];
    if (!handler) return { kind: 'method not allowed', allow: Object.keys(route.methods).join(', ') };
    return { kind: 'found', answer: (context) => handler(context, route.path.includes(PARAM) ? id : undefined) };
  }
  return { kind: 'no route' };
}
