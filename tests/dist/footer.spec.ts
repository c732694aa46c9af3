/**
 * The footer of every built page, read from the HTML (SPEC §2 Footer, DECISIONS.md Pages): it
 * credits the site maker with a link to the maker's site, and links the privacy notice of the
 * page's language, so KVKK's notice is reachable from anywhere, not only from the form.
 */
import { expect, test } from '@playwright/test';
import { getSiteSettings } from '../../src/content/operations';
import { pathFor, routeName } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';

const publicPages = sitePages().filter((p) => p.key !== 'admin');

for (const sitePage of publicPages) {
  test(`${sitePage.path} (${sitePage.lang}): the footer links the site maker and the privacy notice`, () => {
    const $ = builtPage(sitePage.path);
    const footer = $('footer');
    expect(footer).toHaveLength(1);

    const maker = getSiteSettings(sitePage.lang).siteMaker;
    expect.soft(maker.url, "the content names the site maker's site").toBeTruthy();
    const credit = footer.find(`a[href="${maker.url}"]`);
    expect.soft(credit.text().trim(), 'the credit links the site maker').toBe(maker.name);

    const privacy = footer.find(`a[href="${pathFor('privacy', sitePage.lang)}"]`);
    expect.soft(privacy.text().trim(), 'the footer links the privacy notice').toBe(routeName('privacy', sitePage.lang));
  });
}
