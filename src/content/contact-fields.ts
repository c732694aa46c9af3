import type { AdminLang } from '../i18n/admin-languages';

/**
 * The contact form's field limits, without zod: the browser's island reads them for its HTML
 * constraints (maxlength, pattern) and must not pull the schema library into the page.
 * src/content/schemas.ts builds the server's schema from the same constants and re-exports them.
 */

/** Longest accepted value of each contact form field; the form's maxlength comes from here. */
export const CONTACT_LIMITS = { name: 100, phone: 30, email: 254, subject: 150, message: 5000 } as const;

/** The fields a visitor fills in, in the form's order. */
export type ContactField = keyof typeof CONTACT_LIMITS;
export const CONTACT_FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[];

/**
 * The company's activity areas by id (the home page shows the first four, SPEC §2), and what a
 * quote asks about: one of them, or other work.
 */
export const ACTIVITY_AREAS = ['mediumVoltage', 'automation', 'lowVoltage', 'weakCurrent', 'construction'] as const;
export const KINDS_OF_WORK = [...ACTIVITY_AREAS, 'other'] as const;
export type KindOfWork = (typeof KINDS_OF_WORK)[number];

/**
 * Each kind of work's name in the admin's languages: the names staff read in the inbox and the
 * notification, the studio's labels for the choices' names, and where the built-in content of
 * the contact page starts from (editors then word the site's choices, in every language, as they like).
 */
export const KIND_OF_WORK_NAMES: Readonly<Record<KindOfWork, Readonly<Record<AdminLang, string>>>> = {
  mediumVoltage: { tr: 'Orta gerilim', en: 'Medium voltage' },
  automation: { tr: 'Otomasyon', en: 'Automation' },
  lowVoltage: { tr: 'Alçak gerilim', en: 'Low voltage' },
  weakCurrent: { tr: 'Zayıf akım', en: 'Weak current' },
  construction: { tr: 'İnşaat', en: 'Construction' },
  other: { tr: 'Diğer', en: 'Other' },
};

/** Longest accepted project location (optional, plain text like the fields above): a place name fits a subject line. */
export const CONTACT_LOCATION_LIMIT = CONTACT_LIMITS.subject;

/**
 * An e-mail address as the server takes it: zod's own pattern, the same language (the schema passes it to
 * `z.email`), spelled here so the form's island checks the same without shipping zod.
 */
export const CONTACT_EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** E-mail is the one optional field (SPEC §5). */
export const CONTACT_OPTIONAL_FIELDS: readonly ContactField[] = ['email'];

/**
 * Digits, spaces and + ( ) . - /, as people write numbers in Turkey and Germany ("0312.555.01.23",
 * "089/1234567", "+49 (0)89 1234-567"); written so it also compiles as an HTML pattern (v flag).
 */
export const CONTACT_PHONE_PATTERN = '\\+?[\\d\\s\\(\\)\\.\\-\\/]{6,}';

/**
 * A person needs longer than this to fill in the form: the server refuses the island's posts
 * sent sooner, and the island waits until this much time has passed since the visitor began
 * (the draft's start included) before it sends.
 */
export const MIN_FILL_MS = 3000;

/** What a visitor typed, field by field. */
export type ContactValues = Record<ContactField, string>;

/**
 * The quote's optional fields: the kind of work (one of KINDS_OF_WORK) and the
 * project's location. The form asks for each where the contact page's content labels it.
 */
export const QUOTE_FIELDS = ['kindOfWork', 'location'] as const;
type QuoteField = (typeof QUOTE_FIELDS)[number];

/** Every field the form shows, in its order on the page: the quote's after the subject. */
export type FormField = ContactField | QuoteField;
export const FORM_FIELDS: readonly FormField[] = ['name', 'phone', 'email', 'subject', ...QUOTE_FIELDS, 'message'];

/** What the form holds: the SPEC's fields, and the quote's where it asks them. */
export type FormValues = ContactValues & Partial<Record<QuoteField, string>>;

/**
 * A visitor's text as it is kept and counted: line breaks as LF whichever way the browser sent
 * them (a native post sends CRLF, which would count twice against the limit the browser held
 * the visitor to), outer white space gone (spaces alone are nothing); every other character
 * as typed.
 */
export const visitorTextValue = (value: string): string => value.replace(/\r\n?/g, '\n').trim();

/** The longest accepted value of each field typed as text (the kind of work is chosen from a list). */
export const TEXT_FIELD_LIMITS: Readonly<Record<Exclude<FormField, 'kindOfWork'>, number>> = {
  ...CONTACT_LIMITS,
  location: CONTACT_LOCATION_LIMIT,
};

/**
 * Why the server refused a field, so the form names the right reason: longer than its limit (a
 * native post is not held to the browser's maxlength), or what the field's own message says
 * (empty, not a phone number, not an e-mail address, not one of the choices).
 */
export type FormFieldProblem = 'tooLong' | 'invalid';

/** A field the server refused, and why. */
export interface RefusedField {
  field: FormField;
  problem: FormFieldProblem;
}
