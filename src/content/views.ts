/**
 * The shapes operations.ts hands to pages: content documents with what is derived from other
 * documents. Types only, so sections and layouts can name what they receive without reaching
 * for the content itself (only page views call operations.ts).
 */
import type { Lang } from '../i18n/locales';
import type { ContactPage, Footer, Header, Imprint, NewsItem, Office, Project, ProjectsPage, SiteSettings } from './schemas';

/**
 * A project or news item as a language's pages show it: `textLang` is the language its text is
 * in, the page's own, or the page language's fallback (locales.ts) where the item is not
 * translated yet.
 */
export type Shown<T> = T & { textLang: Lang };
export type ShownProject = Shown<Project>;
export type ShownNewsItem = Shown<NewsItem>;

/** The projects page with its projects, untranslated ones included. */
export interface ProjectsPageData extends Omit<ProjectsPage, 'projects'> {
  projects: ShownProject[];
}

/** The contact page as pages show it: the office the language leads with first, then the others in their order. */
export interface ContactPageData extends ContactPage {
  offices: [Office, ...Office[]];
}

export interface HeaderData extends Header {
  companyName: string;
  /** The first number of the office the language leads with: the header's tap-to-call. */
  phone: string | undefined;
}

/**
 * What the footer shows of an item: its link and its name. Every page shows the footer, and a
 * build renders a page again when anything it was given changed (src/content/recorded-reads.ts):
 * an edit of a listed project's description must not render every page of its language.
 */
type FooterProject = Shown<{ id: string; project: Pick<Project['project'], 'url' | 'name'> }>;
type FooterNewsItem = Shown<{ id: string; news: Pick<NewsItem['news'], 'header'> }>;

export interface FooterData extends Footer {
  /** The office the language leads with: its address, phones and e-mails. */
  contactPageData: Pick<Office, 'lines' | 'phoneNumbers' | 'emails'>;
  lastCompletedProjects: FooterProject[];
  lastPublishedNews: FooterNewsItem[];
}

/** What every page shows around its own content: the header, the footer and what the head needs. */
export interface PageFrame {
  site: SiteSettings;
  header: HeaderData;
  footer: FooterData;
  /** The company's contact data, for the structured data every indexable page carries. */
  contact: ContactPageData;
  /** The German subsidiary's facts: the structured data names it as the company's sub-organization. */
  imprint: Imprint;
}
