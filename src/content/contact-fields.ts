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
const ACTIVITY_AREAS = ['mediumVoltage', 'automation', 'lowVoltage', 'weakCurrent', 'construction'] as const;
export const KINDS_OF_WORK = [...ACTIVITY_AREAS, 'other'] as const;
export type KindOfWork = (typeof KINDS_OF_WORK)[number];

/** Longest accepted project location (optional, plain text like the fields above): a place name fits a subject line. */
export const CONTACT_LOCATION_LIMIT = CONTACT_LIMITS.subject;

/** E-mail is the one optional field (SPEC §5). */
export const CONTACT_OPTIONAL_FIELDS: readonly ContactField[] = ['email'];

/** Digits, spaces and + ( ) . -; written so it also compiles as an HTML pattern (v flag). */
export const CONTACT_PHONE_PATTERN = '\\+?[\\d\\s\\(\\)\\.\\-]{6,}';

/**
 * A person needs longer than this to fill in the form: the server refuses the island's posts
 * sent sooner, and the island waits until this much time has passed since the visitor began
 * (the draft's start included) before it sends.
 */
export const MIN_FILL_MS = 3000;

/** What a visitor typed, field by field. */
export type ContactValues = Record<ContactField, string>;
