import { describe, expect, it } from 'vitest';
import { findRoute, type Route } from '../../../src/server/http/router';

const answer = (what: string) => () => Promise.resolve(new Response(what));
const routes: Route<void>[] = [
  { path: '/api/things', methods: { GET: answer('list'), POST: answer('add') } },
  { path: '/api/things.csv', methods: { GET: answer('csv') } },
  { path: '/api/things/{id}', methods: { PATCH: (_, { id }) => Promise.resolve(new Response(`patch ${id}`)) } },
  {
    path: '/api/things/{id}/parts/{part}',
    methods: { GET: (_, { id, part }) => Promise.resolve(new Response(`${id} part ${part}`)) },
  },
];

async function body(method: string, path: string) {
  const match = findRoute(routes, method, path);
  return match.kind === 'found' ? (await match.answer()).text() : match;
}

describe('route table', () => {
  it('answers the method a path lists, with its {id} as sent', async () => {
    expect(await body('GET', '/api/things')).toBe('list');
    expect(await body('GET', '/api/things.csv')).toBe('csv');
    expect(await body('PATCH', '/api/things/a%20b')).toBe('patch a%20b');
    expect(await body('GET', '/api/things/7/parts/a%2Fb')).toBe('7 part a%2Fb');
  });

  it("names the path's methods for any other (405's Allow)", async () => {
    expect(await body('DELETE', '/api/things')).toEqual({ kind: 'method not allowed', allow: 'GET, POST' });
    expect(await body('GET', '/api/things/1')).toEqual({ kind: 'method not allowed', allow: 'PATCH' });
  });

  it('has no route for other paths, an empty {id} or one of two segments', async () => {
    for (const path of [
      '/api/other',
      '/api/things/',
      '/api/things/1/2',
      '/api/thingsx',
      '/api/things.csv/x',
      '/api/things//parts/1',
      '/api/things/1/parts/',
    ])
      expect(await body('GET', path), path).toEqual({ kind: 'no route' });
  });
});
