/**
 * Every project page offers a quote for a project like it, in every language, with and without
 * JavaScript: its link leads to the quote form for that project (rendered per request), whose
 * subject names the project (the content's template) and which sends the project with the
 * request; the stored request has the project. Nothing here depends on the width.
 */
import { expect, test, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { getProjectsData } from '../../src/content/operations';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { expectNoAxeViolations } from './axe';
import { e2eContactDataDir } from './contact-data';
import { expectSentPage, fillContactRequest, openContactForm } from './contact-form-page';

const store = sqliteContactStore(databaseHandle(e2eContactDataDir));

/** A project whose text is in the language (the first one's, where none is). */
function projectOf(lang: Lang) {
  const projects = getProjectsData(lang).projects;
  return projects.find((p) => p.textLang === lang) ?? projects[0]!;
}

/** The project page's call to action: where it leads. */
async function quoteLinkOf(page: Page, lang: Lang, url: string): Promise<string> {
  await page.goto(pathFor('projectDetail', lang, url));
  const link = page.getByRole('link', { name: ui[lang].projectCtaButton, exact: true });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`a project page's quote link opens the quote form for that project, which sends and stores it (${lang})`, async ({ page }) => {
        const project = projectOf(lang);
        const contact = getContent(lang).contact;
        if (javaScriptEnabled) await page.clock.install();

        const href = await quoteLinkOf(page, lang, project.project.url);
        expect(href).toBe(pathFor('projectQuote', lang, project.project.url));
        const form = await openContactForm(page, href, { scripts: javaScriptEnabled });
        const subject = contact.projectQuoteSubject!.replace('{project}', project.project.name);
        await expect(page.getByLabel(contact.subjectLabel, { exact: true })).toHaveValue(subject);
        await expect(form.locator('input[type="hidden"][name="project"]')).toHaveValue(project.id);
        // Named over the form too, where a narrow subject field cuts the name.
        await expect(page.locator('[data-quote-project]').getByRole('link', { name: project.project.name })).toHaveAttribute(
          'href',
          pathFor('projectDetail', lang, project.project.url),
        );

        const message = `Like ${project.id}, ${javaScriptEnabled ? 'island' : 'native'} ${Math.random()}`;
        await fillContactRequest(page, lang, { subject, message });
        await page.getByRole('button', { name: contact.sendButtonText }).click();
        if (javaScriptEnabled) await page.clock.fastForward(MIN_FILL_MS);
        await expectSentPage(page, lang);

        const stored = (await store.list()).find((entry) => entry.request.message === message);
        expect(stored?.request).toMatchObject({ subject, project: project.id, sentFrom: 'projectQuote', lang });
      });
    }
  });
}

test("the quote form of a project the server's content lacks leads to the plain quote form, kept by no cache", async ({
  request,
  page,
}) => {
  for (const lang of languages) {
    // A project published after the server's content, or taken off the site since.
    const answer = await request.get(pathFor('projectQuote', lang, 'olmayan-proje'), { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe(pathFor('contactQuote', lang));
    expect(answer.headers()['cache-control']).toBe('no-store');
    await page.goto(pathFor('projectQuote', lang, 'olmayan-proje'));
    await expect(page).toHaveURL((url) => url.pathname === pathFor('contactQuote', lang));
    await expect(page.locator('[data-contact-form]')).toBeVisible();
  }
});

test("a project's quote form is accessible (axe), in every language", async ({ page }) => {
  for (const lang of languages) {
    await page.goto(pathFor('projectQuote', lang, projectOf(lang).project.url));
    await expectNoAxeViolations(page);
  }
});

test("a project's quote form stays out of search engines, names the plain quote form canonical, and a CDN may keep it", async ({
  request,
}) => {
  for (const lang of languages) {
    const project = projectOf(lang);
    const answer = await request.get(pathFor('projectQuote', lang, project.project.url));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${pathFor('contactQuote', lang)}"`));
  }
});
