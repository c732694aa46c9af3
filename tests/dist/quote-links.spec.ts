/**
 * Every "Request a Quote" on the built site leads to the quote page of its language (the header's,
 * the phone menu's, the home page's caption), every project page to its project's quote form, and
 * that page is the contact page with its form set for a quote: the subject prefilled from the
 * content, no field taking the focus on load.
 */
import { expect, test } from '@playwright/test';
import { getContactPageData } from '../../src/content/operations';
import { languages, pathFor, routeName } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';
import { ui } from '../../src/i18n/ui';

const publicPages = sitePages().filter((p) => p.key !== 'admin');

test('every "Request a Quote" link leads to the quote page of its language', () => {
  for (const sitePage of publicPages) {
    const $ = builtPage(sitePage.path);
    const name = routeName('contactQuote', sitePage.lang);
    const links = $('a')
      .toArray()
      .filter((a) => $(a).text().trim() === name || $(a).is('[data-quote-action]'))
      .map((a) => $(a).attr('href'));
    // The header's action (below 1024 px its short word) and the phone menu's, on every page.
    expect(links.length, sitePage.path).toBeGreaterThanOrEqual(2);
    expect($('[data-quote-action]').text().replace(/\s+/g, ''), sitePage.path).toBe(
      `${ui[sitePage.lang].quoteShort}${name}`.replace(/\s+/g, ''),
    );
    expect(new Set(links), sitePage.path).toEqual(new Set([pathFor('contactQuote', sitePage.lang)]));
  }
  // The home page's caption too.
  for (const lang of languages) {
    expect(builtPage(pathFor('home', lang))('[data-hero-quote]').attr('href')).toBe(pathFor('contactQuote', lang));
  }
});

test('every project page offers the quote form for that project', () => {
  const projectPages = publicPages.filter((p) => p.key === 'projectDetail');
  expect(projectPages.length).toBeGreaterThan(0);
  for (const sitePage of projectPages) {
    const link = builtPage(sitePage.path)('[data-project-quote]');
    expect(link.attr('href'), sitePage.path).toBe(pathFor('projectQuote', sitePage.lang, sitePage.id!));
    expect(link.text().trim(), sitePage.path).toBe(ui[sitePage.lang].projectCtaButton);
  }
});

test("the quote page's form starts with the content's quote subject, and no page takes the focus on load", () => {
  for (const lang of languages) {
    const $ = builtPage(pathFor('contactQuote', lang));
    const subject = getContactPageData(lang).quoteSubject;
    expect(subject).toBeTruthy();
    expect($('[data-contact-form] input[name="subject"]').attr('value')).toBe(subject);
    // An autofocus would scroll a phone past the page's heading and the contact details.
    expect($('[autofocus]')).toHaveLength(0);
    expect(builtPage(pathFor('contact', lang))('[autofocus]')).toHaveLength(0);
  }
});
