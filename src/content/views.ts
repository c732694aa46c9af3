/**
 * The shapes operations.ts hands to pages: content documents with what is derived from other
 * documents. Types only, so sections and layouts can name what they receive without reaching
 * for the content itself (only page views call operations.ts).
 */
import type { ContactPage, Footer, Header, Imprint, NewsItem, Project, SiteSettings } from './schemas';

export interface HeaderData extends Header {
  companyName: string;
  /** The first of the contact page's numbers: the header's tap-to-call. */
  phone: string | undefined;
}

export interface FooterData extends Footer {
  contactPageData: Pick<ContactPage, 'addresses' | 'phoneNumbers' | 'emails'>;
  lastCompletedProjects: Project[];
  lastPublishedNews: NewsItem[];
}

/** What every page shows around its own content: the header, the footer and what the head needs. */
export interface PageFrame {
  site: SiteSettings;
  header: HeaderData;
  footer: FooterData;
  /** The company's contact data, for the structured data every indexable page carries. */
  contact: ContactPage;
  /** The German subsidiary's facts: the structured data names it as the company's sub-organization. */
  imprint: Imprint;
}
