/**
 * The content schemas: the only place an entity's fields and types are spelled (SPEC §3 and
 * DECISIONS.md "Content"). Types are inferred from them. A Firestore document holds an
 * entity's inner object; collection items carry the document id beside it, as SPEC writes
 * them ({ id, project: {...} }).
 */
import * as z from 'zod/mini';
import type { AdminLang } from '../i18n/admin-languages';
import { contactFormPages, languages, routeKeys } from '../i18n/routes';
import {
  ACTIVITY_AREAS,
  CONTACT_LIMITS,
  CONTACT_LOCATION_LIMIT,
  CONTACT_EMAIL_PATTERN,
  CONTACT_PHONE_PATTERN,
  visitorTextValue,
  KIND_OF_WORK_NAMES,
  KINDS_OF_WORK,
  type KindOfWork,
} from './contact-fields';
import { ATTACHMENT_LIMITS, ATTACHMENT_MEDIA_TYPES } from './attachments';
import { english } from './errors';
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

/** An object whose every field carries its label for editors (read by field-meta.ts). */
function fields<S extends Record<string, z.ZodMiniType>>(shape: S, labels: { readonly [K in keyof S]: FieldLabel }) {
  const labelled = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, withMeta(schema, { label: labels[key as keyof S] })]),
  );
  return z.object(labelled as S, english);
}

/** The document's language: set by where it lives, never edited. */
const LANG_LABEL = label('Dil', 'Language');

const lang = withMeta(z.enum(languages, english), { fixed: true });
/** Markup in a plain-text field is a script payload, not content: the pages would show it escaped at best. */
const NO_MARKUP = /<\s*\/?\s*[a-z!?]/i;
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
const index = z.int(english).check(z.nonnegative());
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
const documentId = z.string(english).check(matching(/^[A-Za-z0-9_-]{1,100}$/, 'notDocumentId', fieldMessages.documentId().en));
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
const isoDateTime = z.iso.datetime({ offset: true, error: fieldMessages.dateTime().en });

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
function collection<T extends z.ZodMiniType<{ id: string }>>(
  item: T,
  unique?: { path: [string, string]; key: (value: z.output<T>) => string },
) {
  return z.array(item, english).check(
    z.superRefine((items, ctx) => {
      for (const { value, positions } of duplicates(items, (i) => i.id))
        for (const position of positions)
          ctx.addIssue({
            code: 'custom',
            path: [position, 'id'],
            message: fieldMessages.uniqueIds(value).en,
            params: problemParams('duplicateId', { value }),
          });
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
export const siteSettingsSchema = fields(
  {
    lang,
    companyName: text,
    legalName: text,
    baseUrl: siteOrigin,
    description: longText,
    /** Read by the structured data only (Organization.logo), never shown as an <img>: no alt text to write. */
    logoSource: imageUsedAt(
      shownAt(
        'Sayfalarda görünmez: arama motorları şirketin logosu olarak okur.',
        "Not shown on the pages: search engines read it as the company's logo.",
      ),
    ),
    ogImageSource: imageWithAlt(
      'ogImageAlt',
      shownAt(
        'Bir sayfanın bağlantısı paylaşıldığında önizlemede görünür (ana fotoğrafı olan projeler kendi fotoğraflarını gösterir).',
        "Shown in the preview when a page's link is shared (projects with a main photo show their own).",
      ),
    ),
    ogImageAlt: z.optional(text),
    foundingYear: year,
    /** The head office, as search engines read an address (schema.org PostalAddress). */
    address: fields(
      {
        streetAddress: text,
        postalCode: text,
        addressLocality: text,
        addressRegion: z.optional(text),
        addressCountry: shared(countryCode),
      },
      {
        streetAddress: label('Sokak ve numara', 'Street and number'),
        postalCode: label('Posta kodu', 'Postal code'),
        addressLocality: label('İlçe', 'District or town'),
        addressRegion: label('İl', 'Region'),
        addressCountry: label('Ülke kodu', 'Country code'),
      },
    ),
    subsidiary: fields(
      { name: text, countryCode: shared(countryCode), foundingYear: year },
      { name: label('Adı', 'Name'), countryCode: label('Ülke kodu', 'Country code'), foundingYear: label('Kuruluş yılı', 'Year founded') },
    ),
    /** Who made the site, credited in the footer; linked only when a URL is set. */
    siteMaker: fields(
      { name: text, url: z.optional(externalUrl) },
      { name: label('Adı', 'Name'), url: label('Web adresi', 'Web address') },
    ),
    /** The home page's first screen under the company's name: what it does and where. */
    hero: fields({ headline: text, lead: longText }, { headline: label('Başlık', 'Headline'), lead: label('Giriş metni', 'Lead') }),
  },
  {
    lang: LANG_LABEL,
    companyName: label('Şirket adı', 'Company name'),
    legalName: label('Ticari unvan', 'Legal name'),
    baseUrl: label('Sitenin adresi', 'Site address'),
    description: label('Site açıklaması (arama motorları)', 'Site description (search engines)'),
    logoSource: label('Logo', 'Logo'),
    ogImageSource: label('Paylaşım görseli', 'Link preview image'),
    ogImageAlt: label('Paylaşım görselinin açıklaması (alt metin)', 'Link preview image description (alt text)'),
    foundingYear: label('Kuruluş yılı', 'Year founded'),
    address: label('Merkez adresi', 'Head office address'),
    subsidiary: label('Yurt dışı iştirak', 'Subsidiary abroad'),
    siteMaker: label('Siteyi yapan', 'Site made by'),
    hero: label('Ana sayfa girişi', 'Home page opening'),
  },
);

// --- Home page -------------------------------------------------------------------------
/** A figure of the counter band: the number the page shows and what it counts. */
const counterSchema = fields(
  { value: shared(z.int(english).check(z.nonnegative())), label: text },
  { value: label('Sayı', 'Figure'), label: label('Ne sayıldığı', 'What it counts') },
);
/** One of the company's activity areas (the quote form asks about the same ids) and what it offers. */
const activityAreaSchema = fields(
  { title: text, services: z.array(text, english).check(z.minLength(1)), id: z.enum(ACTIVITY_AREAS, english) },
  {
    title: label('Başlık', 'Title'),
    services: label('Hizmetler', 'Services'),
    id: label('Teklif formundaki iş türü', 'Kind of work on the quote form'),
  },
);
/** The home page's own blocks; its opening (hero) lives in the site settings. */
export const homePageSchema = fields(
  {
    lang,
    counters: fields(
      { completed: counterSchema, ongoing: counterSchema, customers: counterSchema },
      {
        completed: label('Tamamlanan projeler (projeler sayfasına bağlanır)', 'Completed projects (links to the projects page)'),
        ongoing: label('Devam eden projeler (projeler sayfasına bağlanır)', 'Ongoing projects (links to the projects page)'),
        customers: label('Mutlu müşteriler (referanslar sayfasına bağlanır)', 'Happy customers (links to the references page)'),
      },
    ),
    activityAreasHeader: text,
    activityAreas: collection(activityAreaSchema),
  },
  {
    lang: LANG_LABEL,
    counters: label('Sayaçlar', 'Counters'),
    activityAreasHeader: label('Faaliyet alanları başlığı', 'Activity areas heading'),
    activityAreas: label('Faaliyet alanları (boşsa bölüm gösterilmez)', 'Activity areas (the section is hidden when empty)'),
  },
);

// --- Header ----------------------------------------------------------------------------
/** The header's and the footer's logo is the link home: its alt text is that link's name. */
const HOME_LOGO_ALT_LABEL = label('Logonun alt metni (ana sayfa bağlantısının adı)', "Logo's alt text (the home page link's name)");
const ORDER_LABEL = label('Sıra', 'Order');
const LINK_TEXT_LABEL = label('Bağlantı metni', 'Link text');
const LINK_URL_LABEL = label('Bağlantı adresi', 'Link address');
const subMenuItemSchema = fields({ index, text, url: sitePath }, { index: ORDER_LABEL, text: LINK_TEXT_LABEL, url: LINK_URL_LABEL });
const menuItemSchema = fields(
  {
    index,
    text,
    url: sitePath,
    dropdown: z.boolean(english),
    expanded: z.boolean(english),
    subMenu: z.optional(z.array(subMenuItemSchema, english)),
  },
  {
    index: ORDER_LABEL,
    text: LINK_TEXT_LABEL,
    url: LINK_URL_LABEL,
    dropdown: label('Açılır menü', 'Drop-down menu'),
    expanded: label('Açık başlasın', 'Starts open'),
    subMenu: label('Alt menü', 'Submenu'),
  },
);
export const headerSchema = fields(
  {
    lang,
    logoSource: imageWithAlt(
      'logoAlt',
      shownAt(
        'Her sayfanın üstünde, menünün başında; ana sayfaya bağlantıdır.',
        'At the top of every page, before the menu; it links to the home page.',
      ),
    ),
    logoAlt: z.optional(text),
    menuItems: z.array(menuItemSchema, english).check(z.minLength(1, fieldMessages.atLeastOneMenuItem().en)),
  },
  { lang: LANG_LABEL, logoSource: label('Logo', 'Logo'), logoAlt: HOME_LOGO_ALT_LABEL, menuItems: label('Menü', 'Menu') },
);

// --- Projects --------------------------------------------------------------------------
const PAGE_HEADER_LABEL = label('Sayfa başlığı', 'Page heading');
const PAGE_DESCRIPTION_LABEL = label('Sayfa açıklaması', 'Page description');
const SLUG_LABEL = label('Sayfa adresi (kısa ad)', 'Page address (slug)');
export const projectFieldsSchema = fields(
  {
    url: slug,
    name: text,
    index: shared(index),
    primaryImageSource: z.optional(
      sharedImageWithAlt(
        'primaryImageAlt',
        shownAt(
          'Projeler sayfasında projenin kutucuğunda, ana sayfa slaytında (proje slayttaysa), proje sayfası paylaşıldığında önizlemede ve fotoğrafı olmayan proje sayfasının üstünde görünür.',
          "On the project's tile on the projects page, in the home page slider (when the project is in it), in the preview when the project's page is shared, and at the top of the project's page when it has no photos.",
        ),
      ),
    ),
    primaryImageAlt: z.optional(text),
    imageSources: sharedImagesWithAlts(
      'imageAlts',
      shownAt(
        'Proje sayfasının üstünde, fotoğraf galerisinde, bu sırayla.',
        "At the top of the project's page, in its photo gallery, in this order.",
      ),
    ),
    imageAlts: z.optional(z.array(text, english)),
    description: longText,
    htmlContent: z.optional(html),
    customer: text,
    location: text,
    ongoing: shared(z.boolean(english)),
    completed: shared(z.boolean(english)),
    slider: shared(z.boolean(english)),
  },
  {
    url: SLUG_LABEL,
    name: label('Proje adı', 'Project name'),
    index: ORDER_LABEL,
    primaryImageSource: label('Ana fotoğraf', 'Main photo'),
    primaryImageAlt: label('Ana fotoğrafın açıklaması (alt metin)', 'Main photo description (alt text)'),
    imageSources: label('Fotoğraflar', 'Photos'),
    imageAlts: label(
      'Fotoğrafların açıklamaları (alt metin, fotoğraf sırasıyla)',
      'Photo descriptions (alt text, in the order of the photos)',
    ),
    description: label('Kısa açıklama', 'Short description'),
    htmlContent: label('Proje metni', 'Project text'),
    customer: label('İşveren', 'Client'),
    location: label('Yer', 'Location'),
    ongoing: label('Devam ediyor', 'Ongoing'),
    completed: label('Tamamlandı', 'Completed'),
    slider: label('Ana sayfa slaytında', 'On the home page slider'),
  },
).check(
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
const pageFieldLabels = { lang: LANG_LABEL, header: PAGE_HEADER_LABEL, description: PAGE_DESCRIPTION_LABEL };
export const projectsPageFieldsSchema = fields({ lang, header: text, description: longText }, pageFieldLabels);
export const projectsPageSchema = z.extend(projectsPageFieldsSchema, {
  projects: collection(projectSchema, { path: ['project', 'url'], key: (p) => p.project.url }),
});

// --- News ------------------------------------------------------------------------------
export const newsFieldsSchema = fields(
  {
    author: text,
    createDate: shared(isoDateTime),
    updateDate: isoDateTime,
    description: longText,
    header: text,
    htmlContent: z.optional(html),
    index: shared(index),
    menuImageSource: sharedImageWithAlt(
      'menuImageAlt',
      shownAt(
        'Şimdilik hiçbir sayfada görünmez (haber sayfaları hazırlanıyor); haber listesinde görünecek.',
        'Not shown on any page yet (the news pages are coming soon); it will show in the news list.',
      ),
    ),
    /** Unread until a news page shows the list image: today the news pages say they are coming soon. */
    menuImageAlt: z.optional(text),
    url: slug,
  },
  {
    author: label('Yazan', 'Author'),
    createDate: label('Yayın tarihi', 'Published'),
    updateDate: label('Güncelleme tarihi', 'Updated'),
    description: label('Kısa açıklama', 'Short description'),
    header: label('Başlık', 'Headline'),
    htmlContent: label('Haber metni', 'News text'),
    index: ORDER_LABEL,
    menuImageSource: label('Liste görseli', 'List image'),
    menuImageAlt: label('Liste görselinin açıklaması (alt metin)', 'List image description (alt text)'),
    url: SLUG_LABEL,
  },
);
const newsItemSchema = z.object({ id: slug, news: newsFieldsSchema }, english);
export const newsPageFieldsSchema = fields({ lang, header: text, description: longText }, pageFieldLabels);
export const newsPageSchema = z.extend(newsPageFieldsSchema, { news: collection(newsItemSchema) });

// --- References ------------------------------------------------------------------------
export const referenceFieldsSchema = fields(
  {
    index: shared(index),
    referenceName: text,
    url: z.optional(externalUrl),
    logo: sharedImageWithAlt(
      'logoAlt',
      shownAt(
        'Referanslar sayfasında ve ana sayfanın referans şeridinde, müşterinin adının yanında.',
        "On the references page and in the home page's references strip, beside the client's name.",
      ),
    ),
    /** Unread by today's pages: their tiles show the logo as decoration beside the client's name (ReferenceTile.tsx). */
    logoAlt: z.optional(text),
  },
  {
    index: ORDER_LABEL,
    referenceName: label('Referans adı', 'Client name'),
    url: label('Web adresi', 'Web address'),
    logo: label('Logo', 'Logo'),
    logoAlt: label('Logonun açıklaması (alt metin)', 'Logo description (alt text)'),
  },
);
const referenceSchema = z.object({ id: documentId, reference: referenceFieldsSchema }, english);
export const referencesPageFieldsSchema = fields({ lang, header: text, description: longText }, pageFieldLabels);
export const referencesPageSchema = z.extend(referencesPageFieldsSchema, {
  references: collection(referenceSchema),
});

// --- Contact page ----------------------------------------------------------------------
/** An office's map: the provider's embed page, shown on request over a preview of it, and the provider's own page. */
const officeMapSchema = fields(
  {
    source: mapEmbedUrl,
    linkUrl: externalUrl,
    previewSource: imageWithAlt(
      'previewAlt',
      shownAt(
        'İletişim sayfasında, ziyaretçi bu ofisin haritasını açana kadar haritanın yerinde.',
        "On the contact page, in place of this office's map until the visitor opens it.",
      ),
    ),
    previewAlt: z.optional(text),
  },
  {
    source: label('Harita (gömülü sayfa adresi)', 'Map (embed address)'),
    linkUrl: label('Haritada aç bağlantısı', 'Open-in-maps link'),
    previewSource: label('Harita önizlemesi', 'Map preview image'),
    previewAlt: label('Harita önizlemesinin açıklaması (alt metin)', 'Map preview description (alt text)'),
  },
);
/**
 * One office: where it is, how to reach it, when it answers and its map. Each language's pages
 * lead with the office marked `first` (the header's and the home page's call, the footer, the
 * form's other channels, the structured data); the contact page lists the others after it.
 */
const officeSchema = fields(
  {
    title: text,
    lines: z.array(text, english).check(z.minLength(1)),
    officeHours: z.optional(text),
    phoneNumbers: z.array(text, english),
    emails: z.array(z.email({ error: fieldMessages.email().en }), english),
    faxes: z.optional(z.array(text, english)),
    map: z.optional(officeMapSchema),
    first: z.optional(z.boolean(english)),
  },
  {
    title: label('Başlık', 'Title'),
    lines: label('Adres satırları', 'Address lines'),
    officeHours: label('Çalışma saatleri', 'Office hours'),
    phoneNumbers: label('Telefon numaraları', 'Phone numbers'),
    emails: label('E-posta adresleri', 'E-mail addresses'),
    faxes: label('Faks numaraları', 'Fax numbers'),
    map: label('Harita (boşsa gösterilmez)', 'Map (not shown when empty)'),
    first: label(
      'Bu dilin sayfalarında ilk gösterilen ofis (aramalar, e-posta, harita)',
      "Shown first on this language's pages (calls, e-mail, map)",
    ),
  },
);
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
  Object.fromEntries(KINDS_OF_WORK.map((kind) => [kind, text])) as Record<KindOfWork, typeof text>,
  KIND_OF_WORK_NAMES,
);
export const contactPageSchema = fields(
  {
    lang,
    header: text,
    description: longText,
    offices,
    phoneHeader: text,
    emailHeader: text,
    faxHeader: text,
    nameLabel: text,
    namePlaceholder: text,
    phoneLabel: text,
    phonePlaceholder: text,
    emailLabel: text,
    emailPlaceholder: text,
    subjectLabel: text,
    subjectPlaceholder: text,
    quoteSubject: z.optional(text),
    projectQuoteSubject: z.optional(text),
    kindOfWorkLabel: z.optional(text),
    kindOfWorkPlaceholder: z.optional(text),
    kindsOfWork: z.optional(kindsOfWorkSchema),
    locationLabel: z.optional(text),
    locationPlaceholder: z.optional(text),
    attachmentsLabel: z.optional(text),
    messageLabel: text,
    messagePlaceholder: text,
    sendButtonText: text,
    sendingAlertHeader: text,
    sendingAlertText: text,
    sentAlertHeader: text,
    sentAlertText: text,
    /** When and how the office answers, on the 'sent' page above each office's hours; content saved before it shows the hours alone. */
    sentNextSteps: z.optional(longText),
    notSentAlertHeader: text,
    notSentAlertText: text,
    signing: text,
  },
  {
    ...pageFieldLabels,
    offices: label('Ofisler', 'Offices'),
    phoneHeader: label('Telefon başlığı', 'Phone heading'),
    emailHeader: label('E-posta başlığı', 'E-mail heading'),
    faxHeader: label('Faks başlığı', 'Fax heading'),
    nameLabel: label('Form: ad etiketi', 'Form: name label'),
    namePlaceholder: label('Form: ad örneği', 'Form: name placeholder'),
    phoneLabel: label('Form: telefon etiketi', 'Form: phone label'),
    phonePlaceholder: label('Form: telefon örneği', 'Form: phone placeholder'),
    emailLabel: label('Form: e-posta etiketi', 'Form: e-mail label'),
    emailPlaceholder: label('Form: e-posta örneği', 'Form: e-mail placeholder'),
    subjectLabel: label('Form: konu etiketi', 'Form: subject label'),
    subjectPlaceholder: label('Form: konu örneği', 'Form: subject placeholder'),
    quoteSubject: label('Form: teklif isteyene hazır yazılan konu', 'Form: subject prefilled for a quote request'),
    projectQuoteSubject: label(
      'Form: bir proje sayfasından teklif isteyene hazır yazılan konu ({project} yerine projenin adı gelir)',
      "Form: subject prefilled for a quote from a project's page ({project} becomes the project's name)",
    ),
    kindOfWorkLabel: label('Form: iş türü etiketi (boşsa sorulmaz)', 'Form: kind of work label (not asked when empty)'),
    kindOfWorkPlaceholder: label('Form: iş türü seçilmemişken', 'Form: kind of work, none chosen'),
    kindsOfWork: label('Form: iş türleri', 'Form: kinds of work'),
    locationLabel: label('Form: proje yeri etiketi (boşsa sorulmaz)', 'Form: project location label (not asked when empty)'),
    locationPlaceholder: label('Form: proje yeri örneği', 'Form: project location placeholder'),
    attachmentsLabel: label(
      'Form: çizimler ve dosyalar etiketi (boşsa dosya alınmaz)',
      'Form: drawings and files label (no files taken when empty)',
    ),
    messageLabel: label('Form: mesaj etiketi', 'Form: message label'),
    messagePlaceholder: label('Form: mesaj örneği', 'Form: message placeholder'),
    sendButtonText: label('Form: gönder düğmesi', 'Form: send button'),
    sendingAlertHeader: label('Gönderiliyor uyarısı: başlık', 'Sending notice: heading'),
    sendingAlertText: label('Gönderiliyor uyarısı: metin', 'Sending notice: text'),
    sentAlertHeader: label('Gönderildi uyarısı: başlık', 'Sent notice: heading'),
    sentAlertText: label('Gönderildi uyarısı: metin', 'Sent notice: text'),
    sentNextSteps: label(
      'Gönderildi sayfası: bundan sonra ne olacak (ofislerin çalışma saatleri altında)',
      'Sent page: what happens next (the offices’ hours follow)',
    ),
    notSentAlertHeader: label('Gönderilemedi uyarısı: başlık', 'Not sent notice: heading'),
    notSentAlertText: label('Gönderilemedi uyarısı: metin', 'Not sent notice: text'),
    signing: label('Form altındaki imza', 'Sign-off under the form'),
  },
);

// --- Contact request (written by the contact endpoint) -----------------------------------
export { CONTACT_LIMITS } from './contact-fields';
/**
 * What a visitor types is plain text, kept as typed (`visitorTextValue`): any character a keyboard
 * makes, "<" and ">" too (people paste "Name <e-mail>" and cable codes like "<NYY>"); every place
 * that shows it escapes it. Editors' `text` refuses markup, a visitor's never does.
 */
const visitorText = (limit: number) =>
  z
    .string(english)
    .check(
      z.overwrite(visitorTextValue),
      z.minLength(1, fieldMessages.nonEmptyText().en),
      z.maxLength(limit, `at most ${limit} characters`),
    );
const limited = (field: keyof typeof CONTACT_LIMITS) => visitorText(CONTACT_LIMITS[field]);
const contactEmail = z.union(
  [
    z
      .email({ pattern: CONTACT_EMAIL_PATTERN, error: 'an e-mail address' })
      .check(z.maxLength(CONTACT_LIMITS.email, `at most ${CONTACT_LIMITS.email} characters`)),
    z.literal('', english),
  ],
  english,
);
const contactPhone = limited('phone').check(
  z.regex(new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`, 'u'), 'a phone number: digits, spaces and + ( ) . - / only'),
);

/** What is kept of one file sent with a request (src/content/attachments.ts). */
export const attachmentSchema = z.strictObject(
  {
    id: z.uuid({ error: 'an attachment id (UUID)' }),
    name: z.string(english).check(z.minLength(1), z.maxLength(ATTACHMENT_LIMITS.nameLength)),
    sentName: z.optional(z.string(english).check(z.minLength(1), z.maxLength(ATTACHMENT_LIMITS.nameLength))),
    type: z.enum(ATTACHMENT_MEDIA_TYPES, english),
    size: z.number(english).check(z.int(), z.nonnegative()),
    activeContent: z.boolean(english),
  },
  english,
);

export const contactRequestSchema = z.object(
  {
    createDate: isoDateTime,
    email: contactEmail,
    subject: limited('subject'),
    phone: contactPhone,
    message: limited('message'),
    name: limited('name'),
    index,
    ip: z.string(english),
    solvedDate: z.nullable(isoDateTime),
    solved: z.boolean(english),
    lang,
    /** Optional, as the quote form asks: the kind of work and the project's location; requests stored before them have neither. */
    kindOfWork: z.optional(z.enum(KINDS_OF_WORK, english)),
    location: z.optional(visitorText(CONTACT_LOCATION_LIMIT)),
    /** The route table's key of the page the form was sent from (the lead figures count by it). */
    sentFrom: z.optional(z.enum(routeKeys, english)),
    /** The project a project's quote form asked about: its document id, the same in every language (the lead figures count by it). */
    project: z.optional(documentId),
    /** The drawings sent with the request; requests without files have none. */
    attachments: z.optional(z.array(attachmentSchema, english).check(z.maxLength(ATTACHMENT_LIMITS.files))),
  },
  english,
);

/** An optional field the visitor left empty (a form posts '', spaces alone count as nothing): not given. */
const leftEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

/** What the contact form sends: the visitor's fields, plus what tells a person from a bot. */
export const contactSubmissionSchema = z.strictObject(
  {
    ...z.pick(contactRequestSchema, { name: true, phone: true, email: true, subject: true, message: true, lang: true }).shape,
    email: z._default(contactEmail, ''),
    kindOfWork: leftEmpty(contactRequestSchema.shape.kindOfWork.def.innerType),
    location: leftEmpty(contactRequestSchema.shape.location.def.innerType),
    /** The page of the route table the form was on: one of those that hold it. */
    sentFrom: z.optional(z.enum(contactFormPages, english)),
    /** A project's quote form's project; whether the content has it, the server decides (src/server/contact/submit.ts). */
    project: leftEmpty(documentId),
    /** Chosen by the form, so a retry after a lost answer cannot store the request twice. */
    requestId: z.uuid({ error: 'a request id (UUID)' }),
    /** Honeypot: a field people never see, so never fill. */
    website: z._default(z.literal('', { error: 'empty' }), ''),
    /** Milliseconds between showing the form and sending it. */
    elapsedMs: z.coerce.number({ error: 'a number of milliseconds' }).check(z.int(), z.nonnegative()),
  },
  english,
);

/**
 * What the form posts natively, without JavaScript: the visitor's fields and the honeypot.
 * The language is the page's it was posted to, the server makes the request id, and no fill
 * time can be measured without a script.
 */
export const contactFormPostSchema = z.omit(contactSubmissionSchema, { lang: true, requestId: true, elapsedMs: true });

// --- Privacy notice (KVKK aydınlatma metni) ------------------------------------------------
const privacySectionSchema = fields(
  { title: text, body: longText },
  { title: label('Bölüm başlığı', 'Section title'), body: label('Bölüm metni', 'Section text') },
);
export const privacyNoticeSchema = fields(
  {
    lang,
    header: text,
    intro: longText,
    sections: z.array(privacySectionSchema, english).check(z.minLength(1, fieldMessages.atLeastOneSection().en)),
    updateDate: isoDateTime,
  },
  {
    lang: LANG_LABEL,
    header: PAGE_HEADER_LABEL,
    intro: label('Giriş', 'Introduction'),
    sections: label('Bölümler', 'Sections'),
    updateDate: label('Güncelleme tarihi', 'Updated'),
  },
);

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
export const imprintSchema = fields(
  {
    lang,
    header: text,
    intro: longText,
    providerName: shared(text),
    legalForm: text,
    address: fields(
      {
        streetAddress: shared(text),
        postalCode: shared(text),
        addressLocality: shared(text),
        addressCountry: shared(countryCode),
        countryName: text,
      },
      {
        streetAddress: label('Sokak ve numara', 'Street and number'),
        postalCode: label('Posta kodu', 'Postal code'),
        addressLocality: label('Şehir', 'City'),
        addressCountry: label('Ülke kodu', 'Country code'),
        countryName: label('Ülkenin adı (bu dilde)', "The country's name (in this language)"),
      },
    ),
    email: shared(z.email({ error: fieldMessages.email().en })),
    phone: shared(text),
    registerCourt: shared(text),
    registerNumber: shared(registerNumber),
    vatId: shared(vatId),
    managingDirectors: shared(z.array(text, english).check(z.minLength(1))),
    contentResponsible: z.optional(shared(text)),
    updateDate: isoDateTime,
  },
  {
    lang: LANG_LABEL,
    header: PAGE_HEADER_LABEL,
    intro: label('Giriş', 'Introduction'),
    providerName: label('Hizmet sağlayıcının ticari unvanı', "The provider's legal name"),
    legalForm: label('Şirket türü (bu dilde)', 'Legal form (in this language)'),
    address: label('Adres', 'Address'),
    email: label('E-posta adresi', 'E-mail address'),
    phone: label('Telefon numarası', 'Phone number'),
    registerCourt: label('Sicil mahkemesi (Amtsgericht)', 'Register court (Amtsgericht)'),
    registerNumber: label('Ticaret sicil numarası (HRB …)', 'Commercial register number (HRB …)'),
    vatId: label('KDV kimlik numarası (USt-IdNr., DE …)', 'VAT identification number (USt-IdNr., DE …)'),
    managingDirectors: label('Genel müdürler (Geschäftsführer)', 'Managing directors (Geschäftsführer)'),
    contentResponsible: label(
      'İçerikten sorumlu kişi (§ 18 Abs. 2 MStV; boşsa gösterilmez)',
      'Person responsible for the content (§ 18(2) MStV; not shown when empty)',
    ),
    updateDate: label('Güncelleme tarihi', 'Updated'),
  },
);

// --- About tagline ---------------------------------------------------------------------
export const aboutTaglineSchema = fields(
  {
    lang,
    aboutHeader: text,
    aboutContent: html,
    visionHeader: text,
    visionContent: longText,
    missionHeader: text,
    missionContent: longText,
    imageSource: sharedImageWithAlt(
      'imageAltText',
      shownAt('Kurumsal sayfasında ve ana sayfanın “Hakkımızda” bölümünde.', "On the about page and in the home page's about section."),
    ),
    imageAltText: text,
  },
  {
    lang: LANG_LABEL,
    aboutHeader: label('Hakkımızda başlığı', 'About heading'),
    aboutContent: label('Hakkımızda metni', 'About text'),
    visionHeader: label('Vizyon başlığı', 'Vision heading'),
    visionContent: label('Vizyon metni', 'Vision text'),
    missionHeader: label('Misyon başlığı', 'Mission heading'),
    missionContent: label('Misyon metni', 'Mission text'),
    imageSource: label('Fotoğraf', 'Photo'),
    imageAltText: label('Fotoğrafın açıklaması (alt metin)', 'Photo description (alt text)'),
  },
);

// --- Our team --------------------------------------------------------------------------
export const staffInfoSchema = fields(
  { index: shared(index), name: text, title: text, department: text },
  { index: ORDER_LABEL, name: label('Ad soyad', 'Name'), title: label('Unvan', 'Title'), department: label('Birim', 'Department') },
);
const staffMemberSchema = z.object({ id: documentId, staffInfo: staffInfoSchema }, english);
export const ourTeamFieldsSchema = fields({ lang, header: text, description: longText }, pageFieldLabels);
export const ourTeamSchema = z.extend(ourTeamFieldsSchema, { staffList: collection(staffMemberSchema) });

// --- Footer ----------------------------------------------------------------------------
const socialMediaLinkSchema = fields(
  {
    index,
    icon: z.enum(['linkedin', 'instagram', 'facebook', 'youtube', 'x'], english),
    text,
    url: externalUrl,
  },
  { index: ORDER_LABEL, icon: label('Simge', 'Icon'), text: LINK_TEXT_LABEL, url: LINK_URL_LABEL },
);
const shortcutSchema = fields({ index, text, url: sitePath }, { index: ORDER_LABEL, text: LINK_TEXT_LABEL, url: LINK_URL_LABEL });
/**
 * The stored footer. SPEC's footer entity also carries contactPageData, lastCompletedProjects
 * and lastPublishedNews: those are derived from the contact page, projects and news when the
 * footer is read, so they never go stale (see FooterData in operations.ts).
 */
export const footerSchema = fields(
  {
    lang,
    footerLogoSource: imageWithAlt(
      'footerLogoAlt',
      shownAt(
        'Her sayfanın altında, alt bilgide; ana sayfaya bağlantıdır.',
        'At the bottom of every page, in the footer; it links to the home page.',
      ),
    ),
    footerLogoAlt: z.optional(text),
    socialMediaHeader: text,
    socialMediaLinks: z.array(socialMediaLinkSchema, english),
    shortcutsHeader: text,
    shortcuts: z.array(shortcutSchema, english),
    lastCompletedProjectsHeader: text,
    newsHeader: text,
    contactHeader: text,
    copyright: text,
  },
  {
    lang: LANG_LABEL,
    footerLogoSource: label('Alt bilgi logosu', 'Footer logo'),
    footerLogoAlt: HOME_LOGO_ALT_LABEL,
    socialMediaHeader: label('Sosyal medya başlığı', 'Social media heading'),
    socialMediaLinks: label('Sosyal medya bağlantıları', 'Social media links'),
    shortcutsHeader: label('Kısayollar başlığı', 'Shortcuts heading'),
    shortcuts: label('Kısayollar', 'Shortcuts'),
    lastCompletedProjectsHeader: label('Son projeler başlığı', 'Latest projects heading'),
    newsHeader: label('Haberler başlığı', 'News heading'),
    contactHeader: label('İletişim başlığı', 'Contact heading'),
    copyright: label('Telif satırı', 'Copyright line'),
  },
);

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
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type AboutTagline = z.infer<typeof aboutTaglineSchema>;
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export type Imprint = z.infer<typeof imprintSchema>;
export type OurTeam = z.infer<typeof ourTeamSchema>;
