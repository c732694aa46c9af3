/** Contact requests as rows of `contact_requests` and back. */
import type { Attachment } from '../../../content/attachments';
import type { ContactRequest } from '../../../content/contact-request-schemas';
import type { KindOfWork } from '../../../content/contact-fields';
import type { Database } from './transaction';
import { storedAttachments } from '../admin';
import { addressKeys } from '../contact-retention';
import { savedStatus } from '../status-changes';

export interface ContactRow {
  id: string;
  create_date: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  name: string;
  idx: number;
  ip: string;
  solved: number;
  solved_date: string | null;
  solved_by: string | null;
  lang: string;
  kind_of_work: string | null;
  location: string | null;
  sent_from: string | null;
  /** The project's document id (a project's quote form); null for other requests. */
  project: string | null;
  /** JSON: the request's files (Attachment[]); null without files. */
  attachments: string | null;
  status: string;
  stage: string;
  lost_reason: string | null;
  first_answer_date: string | null;
  first_answer_by: string | null;
  first_answer_channel: string | null;
}

/** Inserts the request unless its id is there already; true when this call stored it. */
export function insertRequest(db: Database, id: string, r: ContactRequest): boolean {
  const keys = addressKeys(r);
  const status = savedStatus(r);
  const result = db
    .prepare(
      `INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, solved, solved_date, lang,
         kind_of_work, location, sent_from, project, attachments, email_key, phone_digits, status, stage,
         first_answer_date, first_answer_channel)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    )
    .run(
      id,
      r.createDate,
      r.email,
      r.subject,
      r.phone,
      r.message,
      r.name,
      r.index,
      r.ip,
      status.solved ? 1 : 0,
      status.solvedDate,
      r.lang,
      r.kindOfWork ?? null,
      r.location ?? null,
      r.sentFrom ?? null,
      r.project ?? null,
      r.attachments === undefined ? null : JSON.stringify(r.attachments),
      keys.email,
      keys.phone,
      status.status,
      status.stage,
      status.firstAnswer?.date ?? null,
      status.firstAnswer?.channel ?? null,
    );
  return Number(result.changes) === 1;
}

/**
 * Gives the requests stored before schema step 12 their address keys (NULL until then); how
 * many. Run in the migration's transaction; later it finds none, through the index, at once.
 */
export function fillAddressKeys(db: Database): number {
  const rows = db.prepare('SELECT id, email, phone FROM contact_requests WHERE email_key IS NULL').all() as {
    id: string;
    email: string;
    phone: string;
  }[];
  const update = db.prepare('UPDATE contact_requests SET email_key = ?, phone_digits = ? WHERE id = ?');
  for (const row of rows) {
    const keys = addressKeys(row);
    update.run(keys.email, keys.phone, row.id);
  }
  return rows.length;
}

/** The request's files as stored (a whole record each); none for a request stored without them. */
export const attachmentsOf = (row: Pick<ContactRow, 'attachments'>): Attachment[] =>
  row.attachments === null ? [] : storedAttachments(JSON.parse(row.attachments));

export function requestOf(row: ContactRow): ContactRequest {
  return {
    createDate: row.create_date,
    email: row.email,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    name: row.name,
    index: row.idx,
    ip: row.ip,
    solvedDate: row.solved_date,
    solved: row.solved === 1,
    lang: row.lang as ContactRequest['lang'],
    // Absent, not null, in a request stored without them (as the form sent it).
    ...(row.kind_of_work === null ? {} : { kindOfWork: row.kind_of_work as KindOfWork }),
    ...(row.location === null ? {} : { location: row.location }),
    ...(row.sent_from === null ? {} : { sentFrom: row.sent_from as NonNullable<ContactRequest['sentFrom']> }),
    ...(row.project === null ? {} : { project: row.project }),
    ...(row.attachments === null ? {} : { attachments: attachmentsOf(row) }),
  };
}
