/** Cloud Run's probes in front of the builds: their answers, their methods, and 503 once the server stops. */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { probePaths } from '../../../src/i18n/routes';
import { probes, type ProbeSources } from '../../../src/server/http/probes';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(sources: ProbeSources): Promise<string> {
  server = createServer(probes(sources, (_req, res) => void res.writeHead(418).end('the site')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const answer = async (response: Response) => [response.status, await response.json()] as const;

describe('the probes', () => {
  it('answer health without asking the store, and ready with what the store says', async () => {
    let asked = 0;
    let state: Awaited<ReturnType<ProbeSources['store']>> = { ready: true, store: 'firestore' };
    const origin = await serve({
      store: async () => {
        asked++;
        return state;
      },
      stopping: () => false,
    });
    expect(await answer(await fetch(`${origin}${probePaths.health}`))).toEqual([200, { status: 'ok' }]);
    expect(asked).toBe(0);
    expect(await answer(await fetch(`${origin}${probePaths.ready}`))).toEqual([200, { status: 'ready', store: 'firestore' }]);
    state = { ready: false, reason: 'Firestore did not answer within 2 s' };
    expect(await answer(await fetch(`${origin}${probePaths.ready}`))).toEqual([
      503,
      { status: 'unready', reason: 'Firestore did not answer within 2 s' },
    ]);
    expect((await fetch(`${origin}/api/other`)).status).toBe(418);
  });

  it('answer ready with 503 once the server is stopping, health still with 200', async () => {
    const origin = await serve({ store: async () => ({ ready: true, store: 'sqlite' }), stopping: () => true });
    expect(await answer(await fetch(`${origin}${probePaths.ready}`))).toEqual([
      503,
      { status: 'unready', reason: 'the server is stopping' },
    ]);
    expect((await fetch(`${origin}${probePaths.health}`)).status).toBe(200);
  });
});
