/**
 * A route table for an API under one prefix: each path (with `{name}` for a segment, e.g.
 * `/content/{lang}/{key}`) lists the methods it answers, which get the segments as sent
 * (still percent-encoded). A path no route has is 404; a method its route lacks is 405 with
 * the `Allow` the table gives. The table reads as the API's index.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type PathParams = Readonly<Record<string, string>>;

export interface Route<Context> {
  /** The path as the route table spells it (src/i18n/routes.ts), `{name}` for a segment. */
  path: string;
  methods: Partial<Record<Method, (context: Context, params: PathParams) => Promise<Response>>>;
}

export type Match<Context> =
  { kind: 'found'; answer: (context: Context) => Promise<Response> } | { kind: 'no route' } | { kind: 'method not allowed'; allow: string };

const PARAM = /^\{(\w+)\}$/;

/** The named segments of `path` when it has the pattern's shape; a named segment is never empty. */
function matchPath(pattern: string, path: string): PathParams | undefined {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const name = PARAM.exec(segment)?.[1];
    const value = given[index]!;
    if (name === undefined ? value !== segment : value === '') return undefined;
    if (name !== undefined) params[name] = value;
  }
  return params;
}

export function findRoute<Context>(routes: readonly Route<Context>[], method: string, path: string): Match<Context> {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params === undefined) continue;
    const handler = route.methods[method as Method];
    if (!handler) return { kind: 'method not allowed', allow: Object.keys(route.methods).join(', ') };
    return { kind: 'found', answer: (context) => handler(context, params) };
  }
  return { kind: 'no route' };
}
