/**
 * A previewing editor's session against the server's builds: the site's pages come from the
 * previewed build with the preview bar in the page's language, the admin's screens never carry
 * it, and once the preview ends the same session gets the live build without a bar.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPath, pathFor } from '../../../src/i18n/routes';
import type { BuildFacts } from '../../../src/server/build-facts';
import { servedBuilds, type ServedBuild } from '../../../src/server/http/served-builds';

const EDITOR = '__session=editor-session';

/** A build whose every page names it in its main content. */
const build = (id: string): ServedBuild => ({
  id,
  distDir: `/builds/${id}`,
  facts: {} as BuildFacts,
  hasFile: () => false,
  handle: (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><body><main>${id}</main></body></html>`);
  },
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(mayPreview: () => Promise<boolean> = async () => true) {
  const builds = servedBuilds(build('live-build'), mayPreview);
  server = createServer(builds.handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const page = async (path: string, cookie?: string) => (await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
  return { builds, page };
}

describe('a preview on the server that serves the builds', () => {
  it('shows the bar on the site’s pages in their language, never on the admin’s screens, and not once it ended', async () => {
    const { builds, page } = await serve();
    builds.preview(EDITOR, build('preview-build'));
    expect(builds.previewing(EDITOR)).toBe('preview-build');
    expect(builds.previewing(null)).toBeUndefined();

    const english = await page(pathFor('about', 'en'), EDITOR);
    expect(english).toContain('<main>preview-build</main>');
    expect(english).toMatch(/<div data-preview-bar[^>]*lang="en"[^>]*>.*Preview: build preview-.*<\/div><\/body>/);
    expect(await page(pathFor('home', 'tr'), EDITOR)).toMatch(/<div data-preview-bar[^>]*lang="tr"/);
    for (const admin of [adminPath('dashboard'), adminPath('publish'), `${adminPath('content')}?doc=site`]) {
      const screen = await page(admin, EDITOR);
      expect(screen, admin).toContain('<main>preview-build</main>');
      expect(screen, admin).not.toContain('data-preview-bar');
    }
    // Another visitor gets the live build, without a bar.
    expect(await page(pathFor('about', 'en'))).toBe('<!doctype html><html><body><main>live-build</main></body></html>');

    builds.endPreview(EDITOR);
    expect(builds.previewing(EDITOR)).toBeUndefined();
    expect(await page(pathFor('about', 'en'), EDITOR)).toBe('<!doctype html><html><body><main>live-build</main></body></html>');
  });

  it('asks whether the session still holds: the live build when the store cannot say, and the preview ended when it says no', async () => {
    let answer: () => Promise<boolean> = () => Promise.reject(new Error('the store is not reachable'));
    const { builds, page } = await serve(() => answer());
    builds.preview(EDITOR, build('preview-build'));
    expect(await page(pathFor('home', 'tr'), EDITOR)).toContain('<main>live-build</main>');
    expect(builds.previewing(EDITOR)).toBe('preview-build');
    answer = async () => true;
    expect(await page(pathFor('home', 'tr'), EDITOR)).toContain('<main>preview-build</main>');
    answer = async () => false;
    expect(await page(pathFor('home', 'tr'), EDITOR)).toContain('<main>live-build</main>');
    expect(builds.previewing(EDITOR)).toBeUndefined();
  });
});

describe('the hashed assets of the builds before the live one', () => {
  it('are served by the newest kept build whose file table has them, the live build first, and other paths by the live build', async () => {
    const withFiles = (id: string, files: string[]): ServedBuild => ({ ...build(id), hasFile: (path) => files.includes(path) });
    const { builds, page } = await serve();
    builds.goLive(withFiles('second', ['/_astro/shared.css', '/_astro/second.css']));
    builds.goLive(withFiles('third', ['/_astro/shared.css']));
    expect(await page('/_astro/second.css')).toContain('<main>second</main>');
    expect(await page('/_astro/shared.css')).toContain('<main>third</main>');
    expect(await page('/_astro/none.css')).toContain('<main>third</main>');
    expect(await page('/second.css')).toContain('<main>third</main>');
  });
});
