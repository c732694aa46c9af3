/**
 * JSON-LD for search engines (DECISIONS.md "SEO"): the company as a LocalBusiness of the
 * kinds that fit an electromechanical contractor, the page's breadcrumb from the route table,
 * and a project page's project. Plain data; Seo.astro serializes it with jsonForHtml.
 */
import type { FooterData } from '../content/views';
import { languages, locale, type Lang } from '../i18n/routes';
import type { Imprint, Office, Project, SiteSettings } from '../content/schemas';

export type JsonLd = Record<string, unknown>;

interface OrganizationSources {
  site: SiteSettings;
  /** The office the page's language leads with: the number and address its customers call and write to. */
  office: Pick<Office, 'phoneNumbers' | 'emails'>;
  socialLinks: FooterData['socialMediaLinks'];
  /** The subsidiary's facts (its Impressum): its name, address and how to reach it. */
  imprint: Imprint;
  /** The page's language: where its region is the subsidiary's country, the subsidiary is the contact there. */
  lang: Lang;
  absolute: (path: string) => string;
}

function organizationId(site: SiteSettings): string {
  return new URL('/#organization', site.baseUrl).href;
}

/** The region of a language's locale (de_DE: DE), as a country code. */
const regionOf = (lang: Lang) => locale(lang).ogLocale.split('_')[1];

/**
 * The subsidiary as its Impressum names it; on the pages of its own country (German pages for
 * the Munich GmbH) it carries its own contact point, since it answers the customers there.
 */
function subsidiary(site: SiteSettings, imprint: Imprint, lang: Lang): JsonLd {
  const { countryName: _shownOnly, ...address } = imprint.address;
  const reach = { telephone: imprint.phone, email: imprint.email };
  return {
    '@type': 'Organization',
    name: imprint.providerName,
    legalName: imprint.providerName,
    foundingDate: String(site.subsidiary.foundingYear),
    address: { '@type': 'PostalAddress', ...address },
    ...reach,
    vatID: imprint.vatId,
    ...(regionOf(lang) === address.addressCountry
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...reach,
            areaServed: address.addressCountry,
            // Requests reach the same staff in every language the site speaks.
            availableLanguage: languages.map((each) => locale(each).tag),
          },
        }
      : {}),
    parentOrganization: { '@id': organizationId(site) },
  };
}

export function organization({ site, office, socialLinks, imprint, lang, absolute }: OrganizationSources): JsonLd {
  const telephone = office.phoneNumbers[0];
  const email = office.emails[0];
  return {
    '@type': ['Electrician', 'GeneralContractor'],
    '@id': organizationId(site),
    name: site.companyName,
    legalName: site.legalName,
    description: site.description,
    url: absolute('/'),
    logo: absolute(site.logoSource),
    image: absolute(site.ogImageSource),
    address: { '@type': 'PostalAddress', ...site.address },
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(telephone ? { telephone } : {}),
      ...(email ? { email } : {}),
      availableLanguage: [...languages],
    },
    sameAs: socialLinks.map((link) => link.url),
    foundingDate: String(site.foundingYear),
    subOrganization: subsidiary(site, imprint, lang),
  };
}

export function breadcrumbList(trail: { name: string; path: string }[], absolute: (path: string) => string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: absolute(step.path) })),
  };
}

/** A completed (or ongoing) project as the creative work of the company, where it was built and for whom. */
export function projectWork(project: Project, site: SiteSettings, url: string, images: string[]): JsonLd {
  const { name, description, customer, location } = project.project;
  return {
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name,
    description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    creator: { '@id': organizationId(site) },
    funder: { '@type': 'Organization', name: customer },
    locationCreated: { '@type': 'Place', name: location },
    creativeWorkStatus: project.project.ongoing ? 'Ongoing' : 'Completed',
  };
}

export function graph(nodes: JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
