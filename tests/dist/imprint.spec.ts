/**
 * The German subsidiary's Impressum (§ 5 DDG) on the built site: every public page, in every
 * language, links it and the privacy notice of its language from the footer's fixed legal line
 * (not an editable shortcut), the Impressum page of each language shows every fact the law
 * asks for, and the structured data names the subsidiary from it, with its own contact point
 * on the pages of its country.
 */
import { expect, test } from '@playwright/test';
import type { CheerioAPI } from 'cheerio';
import { getContent } from '../../src/content/loader';
import { formatDate } from '../../src/i18n/locales';
import { languages, locale, pathFor, routeName, type Lang } from '../../src/i18n/routes';
import { telHref } from '../../src/lib/tel-href';
import { t } from '../../src/i18n/ui';
import { isIndexable, sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';

const publicPages = sitePages().filter((page) => page.key !== 'admin');
const imprintOf = (lang: Lang) => getContent(lang).imprint;
/** The text a person reads, spaces as they are drawn. */
const read = (text: string) => text.replace(/\s+/g, ' ').trim();

for (const sitePage of publicPages) {
  test(`${sitePage.path} (${sitePage.lang}): the footer's legal line links the Impressum and the privacy notice of its language`, () => {
    const footer = builtPage(sitePage.path)('footer');
    expect(footer).toHaveLength(1);
    for (const key of ['imprint', 'privacy'] as const) {
      const links = footer.find(`a[href="${pathFor(key, sitePage.lang)}"]`);
      expect(links.length, `a link to the ${key} page`).toBeGreaterThan(0);
      expect(read(links.last().text())).toBe(routeName(key, sitePage.lang));
    }
    // The fixed line, not the editors' shortcuts: deleting a shortcut cannot drop it.
    const shortcuts = getContent(sitePage.lang).footer.shortcuts.map((shortcut) => shortcut.url);
    expect(shortcuts).not.toContain(pathFor('imprint', sitePage.lang));
    expect(footer.find('[data-imprint-link]').attr('href')).toBe(pathFor('imprint', sitePage.lang));
  });
}

for (const lang of languages) {
  test(`${pathFor('imprint', lang)}: shows every fact § 5 DDG asks for, in ${lang}`, () => {
    const $ = builtPage(pathFor('imprint', lang));
    const imprint = imprintOf(lang);
    expect($('html').attr('lang')).toBe(locale(lang).tag);
    expect(read($('h1').text())).toBe(imprint.header);
    const page = $('[data-imprint]');
    // Each element's own reading: cheerio runs block elements' texts together.
    const pieces = page
      .find('*')
      .toArray()
      .map((element) => read($(element).text()));
    const shows = (fact: string) => pieces.some((piece) => piece.includes(fact));
    const { address } = imprint;
    const labels = t(lang).imprintLabels;
    for (const fact of [
      imprint.providerName,
      imprint.legalForm,
      address.streetAddress,
      `${address.postalCode} ${address.addressLocality}`,
      address.countryName,
      imprint.registerCourt,
      imprint.registerNumber,
      imprint.vatId,
      ...imprint.managingDirectors,
      labels.registerCourt,
      labels.registerNumber,
      labels.vatId,
      labels.managingDirectors,
    ])
      expect.soft(shows(fact), fact).toBe(true);
    expect(read(page.find(`a[href="${telHref(imprint.phone)}"]`).text())).toBe(imprint.phone);
    expect(read(page.find(`a[href="mailto:${imprint.email}"]`).text())).toBe(imprint.email);
    if (imprint.contentResponsible) {
      const heading = page.find('h2').filter((_, h2) => read($(h2).text()) === labels.contentResponsible);
      expect(read(heading.next().text()).startsWith(`${imprint.contentResponsible}, ${address.streetAddress}`)).toBe(true);
    }
    // A legal notice says which day it speaks for ("Stand: …"), not a bare date.
    const date = page.find(`time[datetime="${imprint.updateDate}"]`);
    expect(read(date.parent().text())).toBe(`${labels.asOf}: ${formatDate(lang, imprint.updateDate)}`);
  });
}

type Node = Record<string, unknown>;
function organizationOf($: CheerioAPI): Node {
  const graph = (JSON.parse($('script[type="application/ld+json"]').text()) as { '@graph': Node[] })['@graph'];
  const organization = graph.find((node) => typeof node['@id'] === 'string' && node['@id'].endsWith('/#organization'));
  expect(organization).toBeDefined();
  return organization!;
}

/** The languages whose region is the subsidiary's country: its own customers' pages. */
const subsidiaryCountry = imprintOf(languages[0]!).address.addressCountry;
const isSubsidiaryLanguage = (lang: Lang) => locale(lang).ogLocale.endsWith(`_${subsidiaryCountry}`);

test('the subsidiary has a language of its own among the languages: its pages are where its contact point shows', () => {
  expect(languages.filter(isSubsidiaryLanguage)).toHaveLength(1);
});

for (const sitePage of sitePages().filter(isIndexable)) {
  test(`${sitePage.path}: the JSON-LD names the subsidiary of the Impressum as subOrganization${isSubsidiaryLanguage(sitePage.lang) ? ', with its own contact point' : ''}`, () => {
    const imprint = imprintOf(sitePage.lang);
    const { countryName: _words, ...address } = imprint.address;
    const subsidiary = organizationOf(builtPage(sitePage.path))['subOrganization'] as Node;
    expect(subsidiary).toMatchObject({
      '@type': 'Organization',
      name: imprint.providerName,
      address: { '@type': 'PostalAddress', ...address },
      telephone: imprint.phone,
      email: imprint.email,
      vatID: imprint.vatId,
    });
    if (isSubsidiaryLanguage(sitePage.lang)) {
      expect(subsidiary['contactPoint']).toEqual({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: imprint.phone,
        email: imprint.email,
        areaServed: subsidiaryCountry,
        availableLanguage: languages.map((lang) => locale(lang).tag),
      });
    } else {
      expect(subsidiary['contactPoint']).toBeUndefined();
    }
  });
}
