/**
 * What each page of the route table needs besides its path and name (src/i18n/routes.ts):
 * where its description for search engines comes from, and where the site links it. The
 * compiler asks for an entry per route key, so a new route is a type error here until it says
 * both; its view is the `views` record of src/pages/[...path].astro, checked the same way.
 * Every page's description and date (src/lib/site-pages.ts) derive from this record, and the
 * committed content's header and footer menus hold these links in every language
 * (tests/lib/page-definitions.test.ts); the links' texts are the content's.
 *
 * It reads the content as data (a language's `Content`), not through the content operations.
 */
import type { Content } from '../content/documents';
import { indexedBy } from '../content/indexed';
import type { RouteKey } from '../i18n/routes';

/** A text of one language's content for a page; `id` is a detail page's project url, news id or page number. */
type ContentText = (content: Content, id: string | undefined) => string | undefined;

type PageDescription =
  /** The company's own description (site settings): the home page's, and that of pages kept out of search engines. */
  | 'company'
  /** A plain-text field of the content. */
  | { readonly text: ContentText }
  /** A rich-text field of the content, read as plain text. */
  | { readonly html: ContentText };

export type PageLink =
  /**
   * An item of the header's menu at `index` (SPEC §2), or of the dropdown of the page `under`;
   * its text is the content's (the header document).
   */
  | { readonly menu: 'header'; readonly index: number; readonly under?: RouteKey }
  /** One of the footer's shortcuts at `index`; its text is the content's (the footer document). */
  | { readonly menu: 'footer'; readonly index: number }
  /** A fixed link of the frame every page shows: Header.astro's quote button, Footer.astro's privacy notice and imprint. */
  | { readonly menu: 'frame'; readonly component: 'Header.astro' | 'Footer.astro' };

export interface PageDefinition {
  readonly description: PageDescription;
  /** Where the site links the page from, or why no menu does (reached from a list, a form, an error). */
  readonly linkedFrom: readonly [PageLink, ...PageLink[]] | { readonly notInMenus: string };
  /** When the content last changed, where the content has a date (sitemap lastmod). */
  readonly lastModified?: ContentText;
}

const contactDescription: PageDescription = { text: ({ contact }) => contact.description };

export const pageDefinitions = {
  home: { description: 'company', linkedFrom: [{ menu: 'header', index: 0 }] },
  about: {
    description: { html: ({ aboutTagline }) => aboutTagline.aboutContent },
    linkedFrom: [
      { menu: 'header', index: 1 },
      { menu: 'header', under: 'about', index: 0 },
      { menu: 'footer', index: 0 },
    ],
  },
  news: { description: 'company', linkedFrom: [{ menu: 'header', under: 'about', index: 1 }] },
  newsDetail: {
    description: 'company',
    linkedFrom: { notInMenus: "the news list and the footer's latest news link each item" },
    lastModified: ({ news }, id) => (id === undefined ? undefined : indexedBy(news.news, 'id', (item) => item.id).get(id)?.news.updateDate),
  },
  press: { description: 'company', linkedFrom: [{ menu: 'header', under: 'about', index: 2 }] },
  contact: {
    description: contactDescription,
    linkedFrom: [
      { menu: 'header', index: 4 },
      { menu: 'footer', index: 3 },
    ],
  },
  contactQuote: { description: contactDescription, linkedFrom: [{ menu: 'frame', component: 'Header.astro' }] },
  contactSent: { description: 'company', linkedFrom: { notInMenus: 'the contact form leads here once a request is stored' } },
  contactSend: { description: 'company', linkedFrom: { notInMenus: 'the contact form posts here without JavaScript' } },
  projectQuote: { description: contactDescription, linkedFrom: { notInMenus: 'each project page offers a quote for a project like it' } },
  projects: {
    description: { text: ({ projects }) => projects.description },
    linkedFrom: [
      { menu: 'header', index: 2 },
      { menu: 'footer', index: 1 },
    ],
  },
  // Its description is the list's, after which page it is (src/lib/site-pages.ts).
  projectsPage: {
    description: { text: ({ projects }) => projects.description },
    linkedFrom: { notInMenus: "the projects list's page links lead to each of its pages" },
  },
  projectDetail: {
    description: {
      text: ({ projects }, url) =>
        url === undefined ? undefined : indexedBy(projects.projects, 'url', (item) => item.project.url).get(url)?.project.description,
    },
    linkedFrom: { notInMenus: "the projects list, the home page's slider and the footer's latest projects link each project" },
  },
  references: {
    description: { text: ({ references }) => references.description },
    linkedFrom: [
      { menu: 'header', index: 3 },
      { menu: 'footer', index: 2 },
    ],
  },
  admin: { description: 'company', linkedFrom: { notInMenus: 'staff open the admin by its address' } },
  privacy: {
    description: { text: ({ privacy }) => privacy.intro },
    linkedFrom: [{ menu: 'frame', component: 'Footer.astro' }],
    lastModified: ({ privacy }) => privacy.updateDate,
  },
  imprint: {
    description: { text: ({ imprint }) => imprint.intro },
    linkedFrom: [{ menu: 'frame', component: 'Footer.astro' }],
    lastModified: ({ imprint }) => imprint.updateDate,
  },
  notFound: { description: 'company', linkedFrom: { notInMenus: 'the server answers with it where no page is' } },
} as const satisfies PageDefinitions;

/** One definition per route key: a route without one is a type error here. */
export type PageDefinitions = { readonly [K in RouteKey]: PageDefinition };

export function pageDefinition(key: RouteKey): PageDefinition {
  return pageDefinitions[key];
}

/** A page's links of one menu, with the route they lead to. */
export function menuLinks<M extends PageLink['menu']>(menu: M): { key: RouteKey; link: Extract<PageLink, { menu: M }> }[] {
  return (Object.keys(pageDefinitions) as RouteKey[]).flatMap((key) => {
    const { linkedFrom } = pageDefinition(key);
    if (!Array.isArray(linkedFrom)) return [];
    return (linkedFrom as readonly PageLink[])
      .filter((link): link is Extract<PageLink, { menu: M }> => link.menu === menu)
      .map((link) => ({ key, link }));
  });
}
