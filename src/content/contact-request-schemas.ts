/**
 * The contact requests' schemas: what a stored request holds, what the contact form sends and
 * what it posts without a script. Apart from the content's schemas (schemas.ts), which the
 * studio's bundle carries whole: only the server and the tests read these, so the studio's
 * editor does not fetch them.
 */
import * as z from 'zod/mini';
import { contactFormPages, routeKeys } from '../i18n/routes';
import {
  CONTACT_LIMITS,
  CONTACT_LOCATION_LIMIT,
  CONTACT_EMAIL_PATTERN,
  CONTACT_PHONE_PATTERN,
  visitorTextValue,
  KINDS_OF_WORK,
} from './contact-fields';
import { ATTACHMENT_LIMITS, ATTACHMENT_MEDIA_TYPES } from './attachments';
import { english } from './errors';
import { fieldMessages } from './field-messages';
import { documentId, index, isoDateTime, lang } from './schemas';

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

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
