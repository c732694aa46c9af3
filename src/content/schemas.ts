/**
 * The content schemas: the only place an entity's fields and types are spelled (SPEC §3 and
 * DECISIONS.md "Content"). Types are inferred from them. A Firestore document holds an
 * entity's inner object; collection items carry the document id beside it, as SPEC writes
 * them ({ id, project: {...} }).
 */
import * as z from 'zod/mini';
import type { AdminLang } from '../i18n/admin-languages';
import { languages } from '../i18n/routes';
import { ACTIVITY_AREAS, KIND_OF_WORK_NAMES, KINDS_OF_WORK, type KindOfWork } from './contact-fields';
import { CLOCK_TIME, HOLIDAY_CALENDAR_NAMES, minutesOfDay, OFFICE_TIME_ZONES, WEEKDAYS } from './office-hours';
import { english } from './errors';
import { DEFAULT_FIRST_ANSWER_TARGET_MINUTES } from '../admin-api/request-status';
import { placeholderList, unknownPlaceholders } from './reply-placeholders';
import { fieldMessages } from './field-messages';
import { problemParams, type FieldProblemCode } from './field-problems';
import { isTrustedImageSource, isTrustedMapEmbed, trustedSources } from './trusted-sources';

/**
 * A field's name for editors, in every language the admin speaks (the content studio's forms
 * show it): never one per content language, so a new content language needs no label.
 */
export type FieldLabel = Readonly<Record<AdminLang, string>>;
const label = (tr: string, en: string): FieldLabel => ({ tr, en });

/**
 * What field-meta.ts reads of a field, kept in zod's global registry. A copy of `schema`
 * carries it (and inherits what `schema` carried, as a copy's registry entry does), so a schema
 * shared by many fields keeps its own; the copy adds no check that every parse would run.
 */
function withMeta<T extends z.ZodMiniType>(schema: T, meta: Record<string, unknown>): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy as z.ZodMiniType, meta);
  return copy;
}

/**
 * One field of a form, said once: what it holds and its rules (`schema`, built from the kinds
 * below, `shared(...)` where it is one fact in every language) and its name for editors.
 * field-meta.ts reads the label from the copy this makes, so a schema many fields share keeps none.
 */
function field<T extends z.ZodMiniType>(schema: T, fieldLabel: FieldLabel): T {
  return withMeta(schema, { label: fieldLabel });
}

/** A group of fields, each made by `field` (field-meta.ts refuses one without a label). */
function fields<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.object(shape, english);
}

/** The document's language: set by where it lives, never edited. */
export const lang = field(withMeta(z.enum(languages, english), { fixed: true }), label('Dil', 'Language'));
/** Markup in a plain-text field is a script payload, not content: the pages would show it escaped at best. */
const NO_MARKUP = /<\s*\/?\s*[a-z!?]/i;
/** An address staff write (the imprint's, a manager's): one e-mail address. */
const emailAddress = z.email({ error: fieldMessages.email().en });
/** Longer than any paragraph an editor writes (a privacy notice's section included). */
const TEXT_MAX = 5000;
const text = z.string(english).check(
  z.trim(),
  z.minLength(1, fieldMessages.nonEmptyText().en),
  z.maxLength(TEXT_MAX, fieldMessages.atMost(String(TEXT_MAX)).en),
  z.refine((value) => !NO_MARKUP.test(value), { error: fieldMessages.plainText().en, params: problemParams('markup') }),
);
/** A plain text of paragraphs (a description, a lead), not one line: the studio edits it in a text area. */
const longText = withMeta(text, { kind: 'longText' });
export const index = z.int(english).check(z.nonnegative());
/**
 * A fact that does not depend on language (a flag, a figure, a photo, an order): one value,
 * written to every language's document when any language's is saved (field-meta.ts `shared`).
 */
const shared = <T extends z.ZodMiniType>(schema: T): T => withMeta(schema, { shared: true });
/** A text of one form (`pattern`), refused with its own code so the studio says which form. */
const matching = (pattern: RegExp, problem: FieldProblemCode, message: string) =>
  z.refine<string>((value) => pattern.test(value), { error: message, params: problemParams(problem) });
/** Texts that are addresses or codes, not words (`verbatim`): a change to one is no translation to check. */
const slug = withMeta(z.string(english).check(matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'notSlug', fieldMessages.slug().en)), {
  verbatim: true,
});
export const documentId = z.string(english).check(matching(/^[A-Za-z0-9_-]{1,100}$/, 'notDocumentId', fieldMessages.documentId().en));
/** An image of this site: '/images/...', its own files and its uploads (src/content/trusted-sources.ts). */
export const imageSource = withMeta(
  z
    .string(english)
    .check(z.refine(isTrustedImageSource, { error: fieldMessages.imagePath().en, params: problemParams('notTrustedImage') })),
  {
    kind: 'image',
  },
);
/**
 * Where the site shows an image, told to editors beside its field in the studio (field-meta.ts
 * `shownAt`): every image field says it, in every language the admin speaks.
 */
const shownAt = (tr: string, en: string): FieldLabel => ({ tr, en });
/** An image without alt text (not an <img> on any page), and where it is used. */
const imageUsedAt = (where: FieldLabel) => withMeta(imageSource, { kind: 'image', shownAt: where });
/**
 * An image whose alt text editors write in the sibling field `altKey`: field-meta.ts pairs the
 * two, so the studio's form shows them together. The alt fields are optional so that content
 * saved before they existed still loads; the pages then show the alt they always computed.
 */
const imageWithAlt = (altKey: string, where: FieldLabel) => withMeta(imageSource, { kind: 'image', alt: altKey, shownAt: where });
/** A list of images whose alt texts are the sibling list `altKey`, one per image, in the same order. */
const imagesWithAlts = (altKey: string, where: FieldLabel) => withMeta(z.array(imageSource, english), { alt: altKey, shownAt: where });
/** The same images in every language (a project's photos, a client's logo), their alt texts translated. */
const sharedImageWithAlt = (altKey: string, where: FieldLabel) => shared(imageWithAlt(altKey, where));
const sharedImagesWithAlts = (altKey: string, where: FieldLabel) => shared(imagesWithAlts(altKey, where));
/** The contact page's map: one of the embed pages its providers give (src/content/trusted-sources.ts). */
const mapEmbedUrl = withMeta(
  z.string(english).check(
    z.refine(isTrustedMapEmbed, {
      error: fieldMessages.mapEmbed(trustedSources.mapEmbeds.join(', ')).en,
      params: problemParams('notTrustedMap', { pages: trustedSources.mapEmbeds.join(', ') }),
    }),
  ),
  // Its providers' addresses run to hundreds of characters: a text area shows one whole.
  { verbatim: true, kind: 'longText' },
);
/** A link inside the site; checked against the route table when content is loaded. */
const sitePath = withMeta(z.string(english).check(matching(/^\/[^\s]*$/, 'notSitePath', fieldMessages.sitePath().en)), { verbatim: true });
const externalUrl = z.url({ protocol: /^https?$/, error: fieldMessages.httpUrl().en });
/** Where the site is published: an https origin and nothing after it, as canonical links start with it. */
const siteOrigin = withMeta(
  z.string(english).check(
    z.refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && !url.username && !url.password && [url.origin, `${url.origin}/`].includes(value);
        } catch {
          return false;
        }
      },
      { error: fieldMessages.siteOrigin().en, params: problemParams('notSiteOrigin') },
    ),
  ),
  { verbatim: true },
);
/** Editors' HTML, sanitized with an allowlist before it is rendered. */
const HTML_MAX = 100_000;
const html = withMeta(z.string(english).check(z.maxLength(HTML_MAX, fieldMessages.atMost(String(HTML_MAX)).en)), { kind: 'richText' });
const countryCode = withMeta(z.string(english).check(matching(/^[A-Z]{2}$/, 'notCountryCode', fieldMessages.countryCode().en)), {
  verbatim: true,
});
export const isoDateTime = z.iso.datetime({ offset: true, error: fieldMessages.dateTime().en });

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
/** A list's entries must not repeat the value of their field `key`: each entry that repeats one is named at that field. */
function noRepeated<K extends string>(key: K) {
  return z.superRefine((entries: Record<K, string>[], ctx) => {
    for (const { value, positions } of duplicates(entries, (entry) => entry[key]))
      for (const position of positions)
        ctx.addIssue({
          code: 'custom',
          path: [position, key],
          message: fieldMessages.uniqueIds(value).en,
          params: problemParams('duplicateId', { value }),
        });
  });
}

function collection<T extends z.ZodMiniType<{ id: string }>>(
  item: T,
  unique?: { path: [string, string]; key: (value: z.output<T>) => string },
) {
  return z.array(item, english).check(
    noRepeated('id'),
    z.superRefine((items, ctx) => {
      if (unique) {
        for (const { value, positions } of duplicates(items, unique.key))
          for (const position of positions)
            ctx.addIssue({
              code: 'custom',
              path: [position, ...unique.path],
              message: fieldMessages.uniqueUrls(value).en,
              params: problemParams('duplicateUrl', { value }),
            });
      }
    }),
  );
}

// --- Site settings (DECISIONS.md: website/{lang}/components/site) -------------------------
const year = shared(z.int(english).check(z.minimum(1900), z.maximum(2100)));
export const siteSettingsSchema = fields({
  lang,
  companyName: field(text, label('Şirket adı', 'Company name')),
  legalName: field(text, label('Ticari unvan', 'Legal name')),
  baseUrl: field(siteOrigin, label('Sitenin adresi', 'Site address')),
  description: field(longText, label('Site açıklaması (arama motorları)', 'Site description (search engines)')),
  /** Read by the structured data only (Organization.logo), never shown as an <img>: no alt text to write. */
  logoSource: field(
    imageUsedAt(
      shownAt(
        'Sayfalarda görünmez: arama motorları şirketin logosu olarak okur.',
        "Not shown on the pages: search engines read it as the company's logo.",
      ),
    ),
    label('Logo', 'Logo'),
  ),
  ogImageSource: field(
    imageWithAlt(
      'ogImageAlt',
      shownAt(
        'Bir sayfanın bağlantısı paylaşıldığında önizlemede görünür (ana fotoğrafı olan projeler kendi fotoğraflarını gösterir).',
        "Shown in the preview when a page's link is shared (projects with a main photo show their own).",
      ),
    ),
    label('Paylaşım görseli', 'Link preview image'),
  ),
  ogImageAlt: field(z.optional(text), label('Paylaşım görselinin açıklaması (alt metin)', 'Link preview image description (alt text)')),
  foundingYear: field(year, label('Kuruluş yılı', 'Year founded')),
  /** The head office, as search engines read an address (schema.org PostalAddress). */
  address: field(
    fields({
      streetAddress: field(text, label('Sokak ve numara', 'Street and number')),
      postalCode: field(text, label('Posta kodu', 'Postal code')),
      addressLocality: field(text, label('İlçe', 'District or town')),
      addressRegion: field(z.optional(text), label('İl', 'Region')),
      addressCountry: field(shared(countryCode), label('Ülke kodu', 'Country code')),
    }),
    label('Merkez adresi', 'Head office address'),
  ),
  subsidiary: field(
    fields({
      name: field(text, label('Adı', 'Name')),
      countryCode: field(shared(countryCode), label('Ülke kodu', 'Country code')),
      foundingYear: field(year, label('Kuruluş yılı', 'Year founded')),
    }),
    label('Yurt dışı iştirak', 'Subsidiary abroad'),
  ),
  /** Who made the site, credited in the footer; linked only when a URL is set. */
  siteMaker: field(
    fields({ name: field(text, label('Adı', 'Name')), url: field(z.optional(externalUrl), label('Web adresi', 'Web address')) }),
    label('Siteyi yapan', 'Site made by'),
  ),
  /** The home page's first screen under the company's name: what it does and where. */
  hero: field(
    fields({ headline: field(text, label('Başlık', 'Headline')), lead: field(longText, label('Giriş metni', 'Lead')) }),
    label('Ana sayfa girişi', 'Home page opening'),
  ),
});

// --- Home page -------------------------------------------------------------------------
/** A figure of the counter band: the number the page shows and what it counts. */
const counterSchema = fields({
  value: field(shared(z.int(english).check(z.nonnegative())), label('Sayı', 'Figure')),
  label: field(text, label('Ne sayıldığı', 'What it counts')),
});
/** One of the company's activity areas (the quote form asks about the same ids) and what it offers. */
const activityAreaSchema = fields({
  title: field(text, label('Başlık', 'Title')),
  services: field(z.array(text, english).check(z.minLength(1)), label('Hizmetler', 'Services')),
  id: field(z.enum(ACTIVITY_AREAS, english), label('Teklif formundaki iş türü', 'Kind of work on the quote form')),
});
/** The home page's own blocks; its opening (hero) lives in the site settings. */
export const homePageSchema = fields({
  lang,
  counters: field(
    fields({
      completed: field(
        counterSchema,
        label('Tamamlanan projeler (projeler sayfasına bağlanır)', 'Completed projects (links to the projects page)'),
      ),
      ongoing: field(
        counterSchema,
        label('Devam eden projeler (projeler sayfasına bağlanır)', 'Ongoing projects (links to the projects page)'),
      ),
      customers: field(
        counterSchema,
        label('Mutlu müşteriler (referanslar sayfasına bağlanır)', 'Happy customers (links to the references page)'),
      ),
    }),
    label('Sayaçlar', 'Counters'),
  ),
  activityAreasHeader: field(text, label('Faaliyet alanları başlığı', 'Activity areas heading')),
  activityAreas: field(
    collection(activityAreaSchema),
    label('Faaliyet alanları (boşsa bölüm gösterilmez)', 'Activity areas (the section is hidden when empty)'),
  ),
});

// --- Header ----------------------------------------------------------------------------
/** The header's and the footer's logo is the link home: its alt text is that link's name. */
const HOME_LOGO_ALT_LABEL = label('Logonun alt metni (ana sayfa bağlantısının adı)', "Logo's alt text (the home page link's name)");
const ORDER_LABEL = label('Sıra', 'Order');
const LINK_TEXT_LABEL = label('Bağlantı metni', 'Link text');
const LINK_URL_LABEL = label('Bağlantı adresi', 'Link address');
const subMenuItemSchema = fields({
  index: field(index, ORDER_LABEL),
  text: field(text, LINK_TEXT_LABEL),
  url: field(sitePath, LINK_URL_LABEL),
});
const menuItemSchema = fields({
  index: field(index, ORDER_LABEL),
  text: field(text, LINK_TEXT_LABEL),
  url: field(sitePath, LINK_URL_LABEL),
  dropdown: field(z.boolean(english), label('Açılır menü', 'Drop-down menu')),
  expanded: field(z.boolean(english), label('Açık başlasın', 'Starts open')),
  subMenu: field(z.optional(z.array(subMenuItemSchema, english)), label('Alt menü', 'Submenu')),
});
export const headerSchema = fields({
  lang,
  logoSource: field(
    imageWithAlt(
      'logoAlt',
      shownAt(
        'Her sayfanın üstünde, menünün başında; ana sayfaya bağlantıdır.',
        'At the top of every page, before the menu; it links to the home page.',
      ),
    ),
    label('Logo', 'Logo'),
  ),
  logoAlt: field(z.optional(text), HOME_LOGO_ALT_LABEL),
  menuItems: field(z.array(menuItemSchema, english).check(z.minLength(1, fieldMessages.atLeastOneMenuItem().en)), label('Menü', 'Menu')),
});

// --- Projects --------------------------------------------------------------------------
const PAGE_HEADER_LABEL = label('Sayfa başlığı', 'Page heading');
const PAGE_DESCRIPTION_LABEL = label('Sayfa açıklaması', 'Page description');
const SLUG_LABEL = label('Sayfa adresi (kısa ad)', 'Page address (slug)');
export const projectFieldsSchema = fields({
  url: field(slug, SLUG_LABEL),
  name: field(text, label('Proje adı', 'Project name')),
  index: field(shared(index), ORDER_LABEL),
  primaryImageSource: field(
    z.optional(
      sharedImageWithAlt(
        'primaryImageAlt',
        shownAt(
          'Projeler sayfasında projenin kutucuğunda, ana sayfa slaytında (proje slayttaysa), proje sayfası paylaşıldığında önizlemede ve fotoğrafı olmayan proje sayfasının üstünde görünür.',
          "On the project's tile on the projects page, in the home page slider (when the project is in it), in the preview when the project's page is shared, and at the top of the project's page when it has no photos.",
        ),
      ),
    ),
    label('Ana fotoğraf', 'Main photo'),
  ),
  primaryImageAlt: field(z.optional(text), label('Ana fotoğrafın açıklaması (alt metin)', 'Main photo description (alt text)')),
  imageSources: field(
    sharedImagesWithAlts(
      'imageAlts',
      shownAt(
        'Proje sayfasının üstünde, fotoğraf galerisinde, bu sırayla.',
        "At the top of the project's page, in its photo gallery, in this order.",
      ),
    ),
    label('Fotoğraflar', 'Photos'),
  ),
  imageAlts: field(
    z.optional(z.array(text, english)),
    label('Fotoğrafların açıklamaları (alt metin, fotoğraf sırasıyla)', 'Photo descriptions (alt text, in the order of the photos)'),
  ),
  description: field(longText, label('Kısa açıklama', 'Short description')),
  htmlContent: field(z.optional(html), label('Proje metni', 'Project text')),
  customer: field(text, label('İşveren', 'Client')),
  location: field(text, label('Yer', 'Location')),
  ongoing: field(shared(z.boolean(english)), label('Devam ediyor', 'Ongoing')),
  completed: field(shared(z.boolean(english)), label('Tamamlandı', 'Completed')),
  slider: field(shared(z.boolean(english)), label('Ana sayfa slaytında', 'On the home page slider')),
}).check(
  z.superRefine(({ imageSources, imageAlts }, ctx) => {
    // The nth alt text describes the nth photo: with one missing or extra, every later photo would read another's.
    if (imageAlts !== undefined && imageAlts.length !== imageSources.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageAlts'],
        message: fieldMessages.oneAltPerPhoto(String(imageSources.length), String(imageAlts.length)).en,
        params: problemParams('oneAltPerPhoto', { photos: imageSources.length, alts: imageAlts.length }),
      });
    }
  }),
);
const projectSchema = z.object({ id: documentId, project: projectFieldsSchema }, english);
/** The fields above the list of every page that lists projects, news, references or the team. */
const pageFields = { lang, header: field(text, PAGE_HEADER_LABEL), description: field(longText, PAGE_DESCRIPTION_LABEL) };
export const projectsPageFieldsSchema = fields(pageFields);
export const projectsPageSchema = z.extend(projectsPageFieldsSchema, {
  projects: collection(projectSchema, { path: ['project', 'url'], key: (p) => p.project.url }),
});

// --- News ------------------------------------------------------------------------------
export const newsFieldsSchema = fields({
  author: field(text, label('Yazan', 'Author')),
  createDate: field(shared(isoDateTime), label('Yayın tarihi', 'Published')),
  updateDate: field(isoDateTime, label('Güncelleme tarihi', 'Updated')),
  description: field(longText, label('Kısa açıklama', 'Short description')),
  header: field(text, label('Başlık', 'Headline')),
  htmlContent: field(z.optional(html), label('Haber metni', 'News text')),
  index: field(shared(index), ORDER_LABEL),
  menuImageSource: field(
    sharedImageWithAlt(
      'menuImageAlt',
      shownAt(
        'Şimdilik hiçbir sayfada görünmez (haber sayfaları hazırlanıyor); haber listesinde görünecek.',
        'Not shown on any page yet (the news pages are coming soon); it will show in the news list.',
      ),
    ),
    label('Liste görseli', 'List image'),
  ),
  /** Unread until a news page shows the list image: today the news pages say they are coming soon. */
  menuImageAlt: field(z.optional(text), label('Liste görselinin açıklaması (alt metin)', 'List image description (alt text)')),
  url: field(slug, SLUG_LABEL),
});
const newsItemSchema = z.object({ id: slug, news: newsFieldsSchema }, english);
export const newsPageFieldsSchema = fields(pageFields);
export const newsPageSchema = z.extend(newsPageFieldsSchema, { news: collection(newsItemSchema) });

// --- References ------------------------------------------------------------------------
export const referenceFieldsSchema = fields({
  index: field(shared(index), ORDER_LABEL),
  referenceName: field(text, label('Referans adı', 'Client name')),
  url: field(z.optional(externalUrl), label('Web adresi', 'Web address')),
  logo: field(
    sharedImageWithAlt(
      'logoAlt',
      shownAt(
        'Referanslar sayfasında ve ana sayfanın referans şeridinde, müşterinin adının yanında.',
        "On the references page and in the home page's references strip, beside the client's name.",
      ),
    ),
    label('Logo', 'Logo'),
  ),
  /** Unread by today's pages: their tiles show the logo as decoration beside the client's name (ReferenceTile.tsx). */
  logoAlt: field(z.optional(text), label('Logonun açıklaması (alt metin)', 'Logo description (alt text)')),
});
const referenceSchema = z.object({ id: documentId, reference: referenceFieldsSchema }, english);
export const referencesPageFieldsSchema = fields(pageFields);
export const referencesPageSchema = z.extend(referencesPageFieldsSchema, {
  references: collection(referenceSchema),
});

// --- Contact page ----------------------------------------------------------------------
/** An office's map: the provider's embed page, shown on request over a preview of it, and the provider's own page. */
const officeMapSchema = fields({
  source: field(mapEmbedUrl, label('Harita (gömülü sayfa adresi)', 'Map (embed address)')),
  linkUrl: field(externalUrl, label('Haritada aç bağlantısı', 'Open-in-maps link')),
  previewSource: field(
    imageWithAlt(
      'previewAlt',
      shownAt(
        'İletişim sayfasında, ziyaretçi bu ofisin haritasını açana kadar haritanın yerinde.',
        "On the contact page, in place of this office's map until the visitor opens it.",
      ),
    ),
    label('Harita önizlemesi', 'Map preview image'),
  ),
  previewAlt: field(z.optional(text), label('Harita önizlemesinin açıklaması (alt metin)', 'Map preview description (alt text)')),
});
/** A choice's options by name for editors, in the admin's languages (the stored value stays the option's code). */
const choiceOf = <const T extends readonly string[]>(options: T, labels: Record<T[number], FieldLabel>) =>
  withMeta(z.enum(options, english), { choiceLabels: labels });
const weekday = choiceOf(WEEKDAYS, {
  mon: label('Pazartesi', 'Monday'),
  tue: label('Salı', 'Tuesday'),
  wed: label('Çarşamba', 'Wednesday'),
  thu: label('Perşembe', 'Thursday'),
  fri: label('Cuma', 'Friday'),
  sat: label('Cumartesi', 'Saturday'),
  sun: label('Pazar', 'Sunday'),
});
const clockTime = withMeta(z.string(english).check(matching(CLOCK_TIME, 'notClockTime', fieldMessages.clockTime().en)), { verbatim: true });
/** Days from `from` to `to` (Monday first) open at the same times; it closes after it opens, on the same day. */
const openingSpanSchema = fields({
  from: field(weekday, label('İlk gün', 'First day')),
  to: field(weekday, label('Son gün', 'Last day')),
  opens: field(clockTime, label('Açılış (SS:DD, 24 saat)', 'Opens (HH:MM, 24 h)')),
  closes: field(clockTime, label('Kapanış (SS:DD, 24 saat)', 'Closes (HH:MM, 24 h)')),
}).check(
  z.superRefine((span, ctx) => {
    if (WEEKDAYS.indexOf(span.to) < WEEKDAYS.indexOf(span.from))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: fieldMessages.dayOrder(span.from).en,
        params: problemParams('dayOrder', { from: span.from }),
      });
    if (CLOCK_TIME.test(span.opens) && CLOCK_TIME.test(span.closes) && minutesOfDay(span.closes) <= minutesOfDay(span.opens))
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: fieldMessages.closesAfterOpens(span.opens).en,
        params: problemParams('closesAfterOpens', { opens: span.opens }),
      });
  }),
);
/**
 * When one office answers, in its own time zone, and the public holidays it keeps: the pages
 * show the hours, and every "how long" of a request counts only this time (src/lib/business-time.ts).
 */
export const openingHoursSchema = fields({
  office: field(slug, label('Ofis kimliği (ofisin "Kimlik" alanı)', 'Office id (the office\'s "Id" field)')),
  timeZone: field(
    choiceOf(OFFICE_TIME_ZONES, {
      'Europe/Istanbul': label('Türkiye saati (İstanbul)', 'Turkey time (Istanbul)'),
      'Europe/Berlin': label('Orta Avrupa saati (Berlin, Münih)', 'Central European time (Berlin, Munich)'),
    }),
    label('Saat dilimi', 'Time zone'),
  ),
  holidays: field(
    choiceOf(HOLIDAY_CALENDAR_NAMES, {
      TR: label('Türkiye', 'Turkey'),
      'DE-BY': label('Bavyera', 'Bavaria'),
      'DE-BY-KATH': label(
        'Bavyera, Katolik belediyeler (Münih; 15 Ağustos dahil)',
        'Bavaria, Catholic communities (Munich; 15 August too)',
      ),
    }),
    label('Resmî tatiller', 'Public holidays'),
  ),
  hours: field(z.array(openingSpanSchema, english).check(z.minLength(1)), label('Çalışma saatleri', 'Opening hours')),
});
/**
 * The offices' opening hours are facts, the same in every language, so they are one list set
 * once beside the offices (a list's entries cannot be shared: a language may list other
 * offices); each names its office by the office's id.
 */
const openingHoursList = shared(z.array(openingHoursSchema, english).check(noRepeated('office')));

/**
 * One office: where it is, how to reach it, when it answers and its map. Each language's pages
 * lead with the office marked `first` (the header's and the home page's call, the footer, the
 * form's other channels, the structured data); the contact page lists the others after it.
 */
const officeSchema = fields({
  /** The same in every language: the opening hours (`openingHours`) name the office by it. */
  id: field(
    z.optional(slug),
    label('Kimlik (her dilde aynı; çalışma saatleri bununla bulunur)', 'Id (the same in every language; its opening hours name it)'),
  ),
  title: field(text, label('Başlık', 'Title')),
  lines: field(z.array(text, english).check(z.minLength(1)), label('Adres satırları', 'Address lines')),
  /**
   * A note beside the hours the data gives ("Saturdays by appointment"). It keeps the name the
   * free-text hours had, so content saved before the hours were data still shows them.
   */
  officeHours: field(
    z.optional(text),
    label('Çalışma saatleri hakkında not (ör. cumartesi randevuyla)', 'Note on the opening hours (e.g. Saturdays by appointment)'),
  ),
  phoneNumbers: field(z.array(text, english), label('Telefon numaraları', 'Phone numbers')),
  emails: field(z.array(z.email({ error: fieldMessages.email().en }), english), label('E-posta adresleri', 'E-mail addresses')),
  faxes: field(z.optional(z.array(text, english)), label('Faks numaraları', 'Fax numbers')),
  map: field(z.optional(officeMapSchema), label('Harita (boşsa gösterilmez)', 'Map (not shown when empty)')),
  first: field(
    z.optional(z.boolean(english)),
    label(
      'Bu dilin sayfalarında ilk gösterilen ofis (aramalar, e-posta, harita)',
      "Shown first on this language's pages (calls, e-mail, map)",
    ),
  ),
});
/**
 * Exactly one office leads, and it can be called and written to: the pages offer its first
 * number and address wherever they offer one.
 */
const offices = z.array(officeSchema, english).check(
  z.minLength(1),
  z.superRefine((list, ctx) => {
    const marked = list.flatMap((office, position) => (office.first === true ? [position] : []));
    if (marked.length !== 1) {
      const values = { marked: marked.length };
      const issue = {
        code: 'custom',
        message: fieldMessages.oneFirstOffice(String(marked.length)).en,
        params: problemParams('oneFirstOffice', values),
      } as const;
      if (marked.length === 0) ctx.addIssue({ ...issue, path: [] });
      for (const position of marked) ctx.addIssue({ ...issue, path: [position, 'first'] });
      return;
    }
    const lead = list[marked[0]!]!;
    for (const field of ['phoneNumbers', 'emails'] as const)
      if (lead[field].length === 0)
        ctx.addIssue({
          code: 'custom',
          path: [marked[0]!, field],
          message: fieldMessages.firstOfficeReach().en,
          params: problemParams('firstOfficeReach'),
        });
  }),
);
/** The names the form gives the kinds of work, one per id; the studio labels each with its name. */
const kindsOfWorkSchema = fields(
  Object.fromEntries(KINDS_OF_WORK.map((kind) => [kind, field(text, KIND_OF_WORK_NAMES[kind])])) as Record<KindOfWork, typeof text>,
);
export const contactPageSchema = fields({
  ...pageFields,
  offices: field(offices, label('Ofisler', 'Offices')),
  openingHours: field(z.optional(openingHoursList), label('Ofislerin çalışma saatleri', "The offices' opening hours")),
  phoneHeader: field(text, label('Telefon başlığı', 'Phone heading')),
  emailHeader: field(text, label('E-posta başlığı', 'E-mail heading')),
  faxHeader: field(text, label('Faks başlığı', 'Fax heading')),
  nameLabel: field(text, label('Form: ad etiketi', 'Form: name label')),
  namePlaceholder: field(text, label('Form: ad örneği', 'Form: name placeholder')),
  phoneLabel: field(text, label('Form: telefon etiketi', 'Form: phone label')),
  phonePlaceholder: field(text, label('Form: telefon örneği', 'Form: phone placeholder')),
  emailLabel: field(text, label('Form: e-posta etiketi', 'Form: e-mail label')),
  emailPlaceholder: field(text, label('Form: e-posta örneği', 'Form: e-mail placeholder')),
  subjectLabel: field(text, label('Form: konu etiketi', 'Form: subject label')),
  subjectPlaceholder: field(text, label('Form: konu örneği', 'Form: subject placeholder')),
  quoteSubject: field(z.optional(text), label('Form: teklif isteyene hazır yazılan konu', 'Form: subject prefilled for a quote request')),
  projectQuoteSubject: field(
    z.optional(text),
    label(
      'Form: bir proje sayfasından teklif isteyene hazır yazılan konu ({project} yerine projenin adı gelir)',
      "Form: subject prefilled for a quote from a project's page ({project} becomes the project's name)",
    ),
  ),
  kindOfWorkLabel: field(
    z.optional(text),
    label('Form: iş türü etiketi (boşsa sorulmaz)', 'Form: kind of work label (not asked when empty)'),
  ),
  kindOfWorkPlaceholder: field(z.optional(text), label('Form: iş türü seçilmemişken', 'Form: kind of work, none chosen')),
  kindsOfWork: field(z.optional(kindsOfWorkSchema), label('Form: iş türleri', 'Form: kinds of work')),
  locationLabel: field(
    z.optional(text),
    label('Form: proje yeri etiketi (boşsa sorulmaz)', 'Form: project location label (not asked when empty)'),
  ),
  locationPlaceholder: field(z.optional(text), label('Form: proje yeri örneği', 'Form: project location placeholder')),
  attachmentsLabel: field(
    z.optional(text),
    label('Form: çizimler ve dosyalar etiketi (boşsa dosya alınmaz)', 'Form: drawings and files label (no files taken when empty)'),
  ),
  messageLabel: field(text, label('Form: mesaj etiketi', 'Form: message label')),
  messagePlaceholder: field(text, label('Form: mesaj örneği', 'Form: message placeholder')),
  sendButtonText: field(text, label('Form: gönder düğmesi', 'Form: send button')),
  sendingAlertHeader: field(text, label('Gönderiliyor uyarısı: başlık', 'Sending notice: heading')),
  sendingAlertText: field(text, label('Gönderiliyor uyarısı: metin', 'Sending notice: text')),
  sentAlertHeader: field(text, label('Gönderildi uyarısı: başlık', 'Sent notice: heading')),
  sentAlertText: field(text, label('Gönderildi uyarısı: metin', 'Sent notice: text')),
  /** When and how the office answers, on the 'sent' page above each office's hours; content saved before it shows the hours alone. */
  sentNextSteps: field(
    z.optional(longText),
    label(
      'Gönderildi sayfası: bundan sonra ne olacak (ofislerin çalışma saatleri altında)',
      'Sent page: what happens next (the offices’ hours follow)',
    ),
  ),
  notSentAlertHeader: field(text, label('Gönderilemedi uyarısı: başlık', 'Not sent notice: heading')),
  notSentAlertText: field(text, label('Gönderilemedi uyarısı: metin', 'Not sent notice: text')),
  signing: field(text, label('Form altındaki imza', 'Sign-off under the form')),
});

// --- Privacy notice (KVKK aydınlatma metni) ------------------------------------------------
const privacySectionSchema = fields({
  title: field(text, label('Bölüm başlığı', 'Section title')),
  body: field(longText, label('Bölüm metni', 'Section text')),
});
export const privacyNoticeSchema = fields({
  lang,
  header: field(text, PAGE_HEADER_LABEL),
  intro: field(longText, label('Giriş', 'Introduction')),
  sections: field(
    z.array(privacySectionSchema, english).check(z.minLength(1, fieldMessages.atLeastOneSection().en)),
    label('Bölümler', 'Sections'),
  ),
  updateDate: field(isoDateTime, label('Güncelleme tarihi', 'Updated')),
});

// --- Impressum of the German subsidiary (§ 5 DDG) ------------------------------------------
/** A German commercial register number: the register's division (HRA, HRB) and the number. */
const registerNumber = withMeta(
  text.check(matching(/^HR[AB] \d{1,6}(?: [A-Z]{1,2})?$/, 'notRegisterNumber', fieldMessages.registerNumber().en)),
  { verbatim: true },
);
/** A German VAT identification number (USt-IdNr.): DE and nine digits. */
const vatId = withMeta(text.check(matching(/^DE\d{9}$/, 'notVatId', fieldMessages.vatId().en)), { verbatim: true });
/** One of the site's languages, by its code: the languages an office answers in. */
/**
 * The provider's facts the law asks for are the same in every language (set once); the
 * words around them (the legal form spelled out, the country's name) are translated; the
 * page's headings are interface texts (ui.ts).
 */
export const imprintSchema = fields({
  lang,
  header: field(text, PAGE_HEADER_LABEL),
  intro: field(longText, label('Giriş', 'Introduction')),
  providerName: field(shared(text), label('Hizmet sağlayıcının ticari unvanı', "The provider's legal name")),
  legalForm: field(text, label('Şirket türü (bu dilde)', 'Legal form (in this language)')),
  address: field(
    fields({
      streetAddress: field(shared(text), label('Sokak ve numara', 'Street and number')),
      postalCode: field(shared(text), label('Posta kodu', 'Postal code')),
      addressLocality: field(shared(text), label('Şehir', 'City')),
      addressCountry: field(shared(countryCode), label('Ülke kodu', 'Country code')),
      countryName: field(text, label('Ülkenin adı (bu dilde)', "The country's name (in this language)")),
    }),
    label('Adres', 'Address'),
  ),
  email: field(shared(emailAddress), label('E-posta adresi', 'E-mail address')),
  phone: field(shared(text), label('Telefon numarası', 'Phone number')),
  registerCourt: field(shared(text), label('Sicil mahkemesi (Amtsgericht)', 'Register court (Amtsgericht)')),
  registerNumber: field(shared(registerNumber), label('Ticaret sicil numarası (HRB …)', 'Commercial register number (HRB …)')),
  vatId: field(shared(vatId), label('KDV kimlik numarası (USt-IdNr., DE …)', 'VAT identification number (USt-IdNr., DE …)')),
  managingDirectors: field(
    shared(z.array(text, english).check(z.minLength(1))),
    label('Genel müdürler (Geschäftsführer)', 'Managing directors (Geschäftsführer)'),
  ),
  contentResponsible: field(
    z.optional(shared(text)),
    label(
      'İçerikten sorumlu kişi (§ 18 Abs. 2 MStV; boşsa gösterilmez)',
      'Person responsible for the content (§ 18(2) MStV; not shown when empty)',
    ),
  ),
  updateDate: field(isoDateTime, label('Güncelleme tarihi', 'Updated')),
});

// --- About tagline ---------------------------------------------------------------------
export const aboutTaglineSchema = fields({
  lang,
  aboutHeader: field(text, label('Hakkımızda başlığı', 'About heading')),
  aboutContent: field(html, label('Hakkımızda metni', 'About text')),
  visionHeader: field(text, label('Vizyon başlığı', 'Vision heading')),
  visionContent: field(longText, label('Vizyon metni', 'Vision text')),
  missionHeader: field(text, label('Misyon başlığı', 'Mission heading')),
  missionContent: field(longText, label('Misyon metni', 'Mission text')),
  imageSource: field(
    sharedImageWithAlt(
      'imageAltText',
      shownAt('Kurumsal sayfasında ve ana sayfanın “Hakkımızda” bölümünde.', "On the about page and in the home page's about section."),
    ),
    label('Fotoğraf', 'Photo'),
  ),
  imageAltText: field(text, label('Fotoğrafın açıklaması (alt metin)', 'Photo description (alt text)')),
});

// --- Reply templates -------------------------------------------------------------------
/** A reply's text: only the placeholders the reply fills in, each unknown one named. */
const replyText = withMeta(
  text.check(
    z.superRefine((value, ctx) => {
      for (const placeholder of unknownPlaceholders(value))
        ctx.addIssue({
          code: 'custom',
          message: fieldMessages.knownPlaceholders(placeholder, placeholderList).en,
          params: problemParams('unknownPlaceholder', { placeholder, known: placeholderList }),
        });
    }),
  ),
  { kind: 'longText' },
);
/** One template; the same id in each language's document is the same template in that language. */
const replyTemplateSchema = fields({
  id: field(
    slug,
    label('Kimlik (her dilde aynı; yanıtta bununla seçilir)', 'Id (the same in every language; the reply picks the template by it)'),
  ),
  name: field(text, label('Adı (gelen kutusunda seçilir)', 'Name (chosen in the inbox)')),
  text: field(replyText, label('Metin ({name}: ziyaretçinin adı)', 'Text ({name}: the visitor’s name)')),
});
/**
 * The texts staff start a reply from in the inbox, in the request's language. Shown on no
 * page: only the staff API reads them.
 */
export const replyTemplatesSchema = fields({
  lang,
  subjectLine: field(
    text,
    label(
      'Yanıtın konu satırının başı (ardından talebin konusu ve şirketin adı)',
      "The reply's subject line start (the request's subject and the company's name follow)",
    ),
  ),
  templates: field(z.array(replyTemplateSchema, english).check(noRepeated('id')), label('Yanıt şablonları', 'Reply templates')),
});

// --- Request reminders -----------------------------------------------------------------
/** At most 10 080 minutes, the minutes of a whole week: a longer target is a typo, not a wait anyone means. */
const FIRST_ANSWER_TARGET_MAX = 7 * 24 * 60;
/**
 * When an unanswered request reminds staff, and whom it reminds the second time: one fact for
 * every language (the requests of all go to the same staff), read by the reminder sender alone
 * and shown on no page. A document of its own rather than a part of the reply templates: those
 * are texts written once per language, these are two settings, and an editor looking for the
 * reminders finds them under their own name in the studio's list.
 */
export const requestRemindersSchema = fields({
  lang,
  firstAnswerTargetMinutes: field(
    shared(z._default(z.int(english).check(z.positive(), z.maximum(FIRST_ANSWER_TARGET_MAX)), DEFAULT_FIRST_ANSWER_TARGET_MINUTES)),
    label('İlk yanıt hedefi (iş dakikası)', 'First-answer target (business minutes)'),
  ),
  managerEmail: field(
    z.optional(shared(emailAddress)),
    label('İkinci hatırlatmanın gideceği yönetici (boşsa gönderilmez)', 'Manager for the second reminder (none when empty)'),
  ),
});

// --- Our team --------------------------------------------------------------------------
export const staffInfoSchema = fields({
  index: field(shared(index), ORDER_LABEL),
  name: field(text, label('Ad soyad', 'Name')),
  title: field(text, label('Unvan', 'Title')),
  department: field(text, label('Birim', 'Department')),
});
const staffMemberSchema = z.object({ id: documentId, staffInfo: staffInfoSchema }, english);
export const ourTeamFieldsSchema = fields(pageFields);
export const ourTeamSchema = z.extend(ourTeamFieldsSchema, { staffList: collection(staffMemberSchema) });

// --- Footer ----------------------------------------------------------------------------
const socialMediaLinkSchema = fields({
  index: field(index, ORDER_LABEL),
  icon: field(z.enum(['linkedin', 'instagram', 'facebook', 'youtube', 'x'], english), label('Simge', 'Icon')),
  text: field(text, LINK_TEXT_LABEL),
  url: field(externalUrl, LINK_URL_LABEL),
});
const shortcutSchema = fields({
  index: field(index, ORDER_LABEL),
  text: field(text, LINK_TEXT_LABEL),
  url: field(sitePath, LINK_URL_LABEL),
});
/**
 * The stored footer. SPEC's footer entity also carries contactPageData, lastCompletedProjects
 * and lastPublishedNews: those are derived from the contact page, projects and news when the
 * footer is read, so they never go stale (see FooterData in operations.ts).
 */
export const footerSchema = fields({
  lang,
  footerLogoSource: field(
    imageWithAlt(
      'footerLogoAlt',
      shownAt(
        'Her sayfanın altında, alt bilgide; ana sayfaya bağlantıdır.',
        'At the bottom of every page, in the footer; it links to the home page.',
      ),
    ),
    label('Alt bilgi logosu', 'Footer logo'),
  ),
  footerLogoAlt: field(z.optional(text), HOME_LOGO_ALT_LABEL),
  socialMediaHeader: field(text, label('Sosyal medya başlığı', 'Social media heading')),
  socialMediaLinks: field(z.array(socialMediaLinkSchema, english), label('Sosyal medya bağlantıları', 'Social media links')),
  shortcutsHeader: field(text, label('Kısayollar başlığı', 'Shortcuts heading')),
  shortcuts: field(z.array(shortcutSchema, english), label('Kısayollar', 'Shortcuts')),
  lastCompletedProjectsHeader: field(text, label('Son projeler başlığı', 'Latest projects heading')),
  newsHeader: field(text, label('Haberler başlığı', 'News heading')),
  contactHeader: field(text, label('İletişim başlığı', 'Contact heading')),
  copyright: field(text, label('Telif satırı', 'Copyright line')),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type HomePage = z.infer<typeof homePageSchema>;
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
export type Office = z.infer<typeof officeSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type AboutTagline = z.infer<typeof aboutTaglineSchema>;
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export type Imprint = z.infer<typeof imprintSchema>;
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;
