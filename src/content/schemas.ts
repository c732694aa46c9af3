/**
 * The content schemas: the only place an entity's fields and types are spelled (SPEC §3 and
 * DECISIONS.md "Content"). Types are inferred from them. A Firestore document holds an
 * entity's inner object; collection items carry the document id beside it, as SPEC writes
 * them ({ id, project: {...} }).
 */
import { z } from 'zod';
import { languages } from '../i18n/routes';
import { CONTACT_LIMITS, CONTACT_PHONE_PATTERN } from './contact-fields';
import { isTrustedImageSource, isTrustedMapEmbed, trustedSources } from './trusted-sources';

const lang = z.enum(languages);
/** Markup in a plain-text field is a script payload, not content: the pages would show it escaped at best. */
const NO_MARKUP = /<\s*\/?\s*[a-z!?]/i;
/** Longer than any paragraph an editor writes (a privacy notice's section included). */
const TEXT_MAX = 5000;
const text = z
  .string()
  .trim()
  .min(1, 'a non-empty text')
  .max(TEXT_MAX, `at most ${TEXT_MAX} characters`)
  .refine((value) => !NO_MARKUP.test(value), 'plain text without HTML tags');
const index = z.number().int().nonnegative();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug (letters a-z, digits, single hyphens)');
const documentId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'a document id (letters, digits, _ or -)');
/** An image on this site ('/images/...') or on an allowed https host (src/content/trusted-sources.ts). */
export const imageSource = z
  .string()
  .refine(
    isTrustedImageSource,
    `an image path such as /images/logo.svg (one leading '/', then letters, digits, - _ . ~; no '//', '\\' or control characters) or an https:// URL on an allowed image host (${trustedSources.imageHosts.join(', ')})`,
  );
/** The contact page's map: an embed page of an allowed map provider (src/content/trusted-sources.ts). */
const mapEmbedUrl = z
  .string()
  .refine(
    isTrustedMapEmbed,
    `an https:// embed URL of an allowed map provider (${trustedSources.mapEmbeds.map((e) => e.host + e.pathPrefix).join(', ')})`,
  );
/** A link inside the site; checked against the route table when content is loaded. */
const sitePath = z.string().regex(/^\/[^\s]*$/, "a site path starting with '/', such as /kurumsal");
const externalUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
/** Where the site is published: an https origin and nothing after it, as canonical links start with it. */
const siteOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && [url.origin, `${url.origin}/`].includes(value);
  } catch {
    return false;
  }
}, 'an https:// origin without a path, such as https://www.example.com.tr');
/** Editors' HTML, sanitized with an allowlist before it is rendered. */
const HTML_MAX = 100_000;
const html = z.string().max(HTML_MAX, `at most ${HTML_MAX} characters`);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 country code, such as TR or DE');
const isoDateTime = z.iso.datetime({ offset: true, error: 'an ISO 8601 date-time, such as 2025-03-01T09:00:00Z' });

/** The positions of the items whose key another item has too, and that key. */
function duplicates<T>(items: T[], key: (item: T) => string): { value: string; positions: number[] }[] {
  const positions = new Map<string, number[]>();
  items.forEach((item, position) => positions.set(key(item), [...(positions.get(key(item)) ?? []), position]));
  return [...positions].filter(([, found]) => found.length > 1).map(([value, found]) => ({ value, positions: found }));
}

/**
 * A collection's items must not repeat an id (or a url, where pages are built from it). Each
 * item that repeats one is named, at the field, so a message can point at it.
 */
function collection<T extends z.ZodType<{ id: string }>>(
  item: T,
  unique?: { path: [string, string]; key: (value: z.output<T>) => string },
) {
  return z.array(item).superRefine((items, ctx) => {
    for (const { value, positions } of duplicates(items, (i) => i.id))
      for (const position of positions)
        ctx.addIssue({ code: 'custom', path: [position, 'id'], message: `unique ids, but '${value}' appears twice` });
    if (unique) {
      for (const { value, positions } of duplicates(items, unique.key))
        for (const position of positions)
          ctx.addIssue({ code: 'custom', path: [position, ...unique.path], message: `unique urls, but '${value}' appears twice` });
    }
  });
}

// --- Site settings (DECISIONS.md: website/{lang}/components/site) -------------------------
export const siteSettingsSchema = z.object({
  lang,
  companyName: text,
  legalName: text,
  baseUrl: siteOrigin,
  description: text,
  logoSource: imageSource,
  ogImageSource: imageSource,
  foundingYear: z.number().int().min(1900).max(2100),
  /** The head office, as search engines read an address (schema.org PostalAddress). */
  address: z.object({
    streetAddress: text,
    postalCode: text,
    addressLocality: text,
    addressRegion: text.optional(),
    addressCountry: countryCode,
  }),
  subsidiary: z.object({ name: text, countryCode, foundingYear: z.number().int().min(1900).max(2100) }),
  /** Who made the site, credited in the footer; linked only when a URL is set. */
  siteMaker: z.object({ name: text, url: externalUrl.optional() }),
  /** The home page's first screen under the company's name: what it does and where. */
  hero: z.object({ headline: text, lead: text }),
});

// --- Header ----------------------------------------------------------------------------
const subMenuItemSchema = z.object({ index, text, url: sitePath });
const menuItemSchema = z.object({
  index,
  text,
  url: sitePath,
  dropdown: z.boolean(),
  expanded: z.boolean(),
  subMenu: z.array(subMenuItemSchema).optional(),
});
export const headerSchema = z.object({
  lang,
  logoSource: imageSource,
  menuItems: z.array(menuItemSchema).min(1, 'at least one menu item'),
});

// --- Projects --------------------------------------------------------------------------
export const projectFieldsSchema = z.object({
  url: slug,
  name: text,
  index,
  primaryImageSource: imageSource.optional(),
  imageSources: z.array(imageSource),
  description: text,
  htmlContent: html.optional(),
  customer: text,
  location: text,
  ongoing: z.boolean(),
  completed: z.boolean(),
  slider: z.boolean(),
});
const projectSchema = z.object({ id: documentId, project: projectFieldsSchema });
export const projectsPageFieldsSchema = z.object({ lang, header: text, description: text });
export const projectsPageSchema = projectsPageFieldsSchema.extend({
  projects: collection(projectSchema, { path: ['project', 'url'], key: (p) => p.project.url }),
});

// --- News ------------------------------------------------------------------------------
export const newsFieldsSchema = z.object({
  author: text,
  createDate: isoDateTime,
  updateDate: isoDateTime,
  description: text,
  header: text,
  htmlContent: html.optional(),
  index,
  menuImageSource: imageSource,
  url: slug,
});
const newsItemSchema = z.object({ id: slug, news: newsFieldsSchema });
export const newsPageFieldsSchema = z.object({ lang, header: text, description: text });
export const newsPageSchema = newsPageFieldsSchema.extend({ news: collection(newsItemSchema) });

// --- References ------------------------------------------------------------------------
export const referenceFieldsSchema = z.object({
  index,
  referenceName: text,
  url: externalUrl.optional(),
  logo: imageSource,
});
const referenceSchema = z.object({ id: documentId, reference: referenceFieldsSchema });
export const referencesPageFieldsSchema = z.object({ lang, header: text, description: text });
export const referencesPageSchema = referencesPageFieldsSchema.extend({
  references: collection(referenceSchema),
});

// --- Contact page ----------------------------------------------------------------------
const addressSchema = z.object({ title: text, lines: z.array(text).min(1) });
export const contactPageSchema = z.object({
  lang,
  header: text,
  description: text,
  mapSource: mapEmbedUrl,
  mapLinkUrl: externalUrl,
  mapPreviewSource: imageSource,
  addresses: z.array(addressSchema).min(1),
  phoneHeader: text,
  phoneNumbers: z.array(text).min(1),
  emailHeader: text,
  emails: z.array(z.email({ error: 'an e-mail address' })).min(1),
  faxHeader: text,
  faxes: z.array(text),
  nameLabel: text,
  namePlaceholder: text,
  phoneLabel: text,
  phonePlaceholder: text,
  emailLabel: text,
  emailPlaceholder: text,
  subjectLabel: text,
  subjectPlaceholder: text,
  messageLabel: text,
  messagePlaceholder: text,
  sendButtonText: text,
  sendingAlertHeader: text,
  sendingAlertText: text,
  sentAlertHeader: text,
  sentAlertText: text,
  notSentAlertHeader: text,
  notSentAlertText: text,
  signing: text,
});

// --- Contact request (written by the contact endpoint) -----------------------------------
export { CONTACT_LIMITS } from './contact-fields';
/** Visitors write plain text (`text` refuses markup), each field within its limit. */
const limited = (field: keyof typeof CONTACT_LIMITS) => text.max(CONTACT_LIMITS[field], `at most ${CONTACT_LIMITS[field]} characters`);
const contactEmail = z.union([
  z.email({ error: 'an e-mail address' }).max(CONTACT_LIMITS.email, `at most ${CONTACT_LIMITS.email} characters`),
  z.literal(''),
]);
const contactPhone = limited('phone').regex(
  new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`, 'u'),
  'a phone number: digits, spaces and + ( ) . - only',
);

export const contactRequestSchema = z.object({
  createDate: isoDateTime,
  email: contactEmail,
  subject: limited('subject'),
  phone: contactPhone,
  message: limited('message'),
  name: limited('name'),
  index,
  ip: z.string(),
  solvedDate: isoDateTime.nullable(),
  solved: z.boolean(),
  lang,
});

/** What the contact form sends: the visitor's fields, plus what tells a person from a bot. */
export const contactSubmissionSchema = contactRequestSchema
  .pick({ name: true, phone: true, email: true, subject: true, message: true, lang: true })
  .extend({
    email: contactEmail.default(''),
    /** Chosen by the form, so a retry after a lost answer cannot store the request twice. */
    requestId: z.uuid({ error: 'a request id (UUID)' }),
    /** Honeypot: a field people never see, so never fill. */
    website: z.literal('', { error: 'empty' }).default(''),
    /** Milliseconds between showing the form and sending it. */
    elapsedMs: z.coerce.number({ error: 'a number of milliseconds' }).int().nonnegative(),
  })
  .strict();

/**
 * What the form posts natively, without JavaScript: the visitor's fields and the honeypot.
 * The language is the page's it was posted to, the server makes the request id, and no fill
 * time can be measured without a script.
 */
export const contactFormPostSchema = contactSubmissionSchema.omit({ lang: true, requestId: true, elapsedMs: true });

// --- Privacy notice (KVKK aydınlatma metni) ------------------------------------------------
export const privacyNoticeSchema = z.object({
  lang,
  header: text,
  intro: text,
  sections: z.array(z.object({ title: text, body: text })).min(1, 'at least one section'),
  updateDate: isoDateTime,
});

// --- About tagline ---------------------------------------------------------------------
export const aboutTaglineSchema = z.object({
  lang,
  aboutHeader: text,
  aboutContent: html,
  visionHeader: text,
  visionContent: text,
  missionHeader: text,
  missionContent: text,
  imageSource,
  imageAltText: text,
});

// --- Our team --------------------------------------------------------------------------
export const staffInfoSchema = z.object({ index, name: text, title: text, department: text });
const staffMemberSchema = z.object({ id: documentId, staffInfo: staffInfoSchema });
export const ourTeamFieldsSchema = z.object({ lang, header: text, description: text });
export const ourTeamSchema = ourTeamFieldsSchema.extend({ staffList: collection(staffMemberSchema) });

// --- Footer ----------------------------------------------------------------------------
const socialMediaLinkSchema = z.object({
  index,
  icon: z.enum(['linkedin', 'instagram', 'facebook', 'youtube', 'x']),
  text,
  url: externalUrl,
});
const shortcutSchema = z.object({ index, text, url: sitePath });
/**
 * The stored footer. SPEC's footer entity also carries contactPageData, lastCompletedProjects
 * and lastPublishedNews: those are derived from the contact page, projects and news when the
 * footer is read, so they never go stale (see FooterData in operations.ts).
 */
export const footerSchema = z.object({
  lang,
  footerLogoSource: imageSource,
  socialMediaHeader: text,
  socialMediaLinks: z.array(socialMediaLinkSchema),
  shortcutsHeader: text,
  shortcuts: z.array(shortcutSchema),
  lastCompletedProjectsHeader: text,
  newsHeader: text,
  contactHeader: text,
  copyright: text,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Header = z.infer<typeof headerSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type SocialMediaLink = z.infer<typeof socialMediaLinkSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectsPage = z.infer<typeof projectsPageSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsPage = z.infer<typeof newsPageSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export type ReferencesPage = z.infer<typeof referencesPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type AboutTagline = z.infer<typeof aboutTaglineSchema>;
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export type OurTeam = z.infer<typeof ourTeamSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
