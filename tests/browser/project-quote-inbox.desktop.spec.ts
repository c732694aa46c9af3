/**
 * A quote sent from a project's quote form reaches staff with its project: the inbox card names
 * the project (in the request's language) with a link to its page, and the dashboard's figures
 * count the request for that project. Nothing here depends on the width.
 */
import { MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { getProjectsData } from '../../src/content/operations';
import { pathFor } from '../../src/i18n/routes';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { expect, staff, test } from './admin-server';
import { cards, openAdmin, signedIn } from './admin-ui';
import { expectSentPage, fillContactRequest, openContactForm } from './contact-form-page';

test.use({ adminSeed: { account: true, requests: 0 } });

const lang = 'en';

test('the inbox names the project a quote was asked for, with a link to its page, and the figures count it', async ({ page }) => {
  const project = getProjectsData(lang).projects.find((p) => p.textLang === lang)!;
  const contact = getContent(lang).contact;
  const message = `A substation like ${project.id} ${Math.random()}`;
  await page.clock.install();
  await openContactForm(page, pathFor('projectQuote', lang, project.project.url));
  await fillContactRequest(page, lang, { subject: `Quote: ${project.project.name}`, message });
  await page.getByRole('button', { name: contact.sendButtonText }).click();
  await page.clock.fastForward(MIN_FILL_MS);
  await expectSentPage(page, lang);

  await signedIn(page, staff, 'contact', lang);
  const card = cards(page).filter({ hasText: message });
  const texts = requestStrings[lang];
  const shown = card.locator('dt', { hasText: texts.request.project }).locator('+ dd');
  await expect(shown).toHaveAttribute('data-request-project', project.id);
  await expect(shown.getByRole('link', { name: project.project.name })).toHaveAttribute(
    'href',
    pathFor('projectDetail', lang, project.project.url),
  );

  // Signed in already: the dashboard opens on its figures.
  await openAdmin(page, 'dashboard');
  const byProject = page.getByRole('table', { name: texts.leads.byProject });
  await expect(byProject.locator('tbody tr').first()).toHaveText(`${project.project.name}1`);
  await expect(byProject.locator('tbody tr').last()).toHaveText(`${texts.leads.noProject}0`);
});
