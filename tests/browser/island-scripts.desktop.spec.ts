/**
 * On the pages with islands, the HTML parser reads the whole page while the stylesheet is still
 * on its way (Astro's island scripts are module scripts: src/integrations/island-scripts/), so
 * the first paint shows all of the first screen, the carousel's first photo with its heading;
 * and the islands still hydrate once the stylesheet has come. One width: the parser does not
 * depend on it.
 */
import { expect, test } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';
import { hydrated } from './hydration';
import { projectWithPhotos } from './photo-viewer';

for (const lang of languages) {
  const pages = [
    { name: 'home', path: pathFor('home', lang), island: '[data-carousel]' },
    { name: 'project', path: pathFor('projectDetail', lang, projectWithPhotos(lang).url), island: '[data-project-images] [data-carousel]' },
    { name: 'contact', path: pathFor('contact', lang), island: 'form' },
  ];
  for (const { name, path, island } of pages) {
    test(`${lang} ${name} (${path}): the whole page is parsed before its stylesheet arrives, and its islands hydrate after`, async ({
      page,
    }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let stylesheetsAsked = 0;
      await page.route('**/_astro/*.css', async (route) => {
        stylesheetsAsked++;
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => stylesheetsAsked, { message: 'the page asked for its stylesheet' }).toBeGreaterThan(0);
      await expect
        .poll(() => page.evaluate(() => document.readyState), { message: 'the parser reached the end of the page' })
        .not.toBe('loading');
      expect(await page.locator('footer').count(), 'the footer, the last thing on the page, is in the DOM').toBe(1);
      expect(await page.locator('astro-island[ssr]').count(), 'no island hydrated before the stylesheet came').toBeGreaterThan(0);

      release();
      await hydrated(page.locator(island).first());
    });
  }
}

test('the contact page rendered on demand (a native post to fix) has the same module island scripts', async ({ request, baseURL }) => {
  const answer = await request.post(pathFor('contactSend', 'tr'), {
    headers: { origin: baseURL ?? '' },
    form: { website: '', name: '', email: '', message: '' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'the form comes back with the fields to fix').toBeGreaterThanOrEqual(400);
  const html = await answer.text();
  expect(html).toMatch(/<script type="module">(?:(?!<\/script>)[\s\S])*<\/script><astro-island[\s>]/);
  expect(html).not.toMatch(/<script>(?:(?!<\/script>)[\s\S])*<\/script><astro-island[\s>]/);
});
