/**
 * The inbox as CSV for a spreadsheet: UTF-8 with a BOM (so Excel reads Turkish letters), CRLF
 * rows, every cell quoted. A cell that starts with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, so a visitor's text never runs as a formula (CSV injection).
 */
import type { InboxItem } from '../store/admin';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file of a header and rows, as every CSV of the staff API is written. */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

const CSV_COLUMNS = [
  'id',
  'createDate',
  'name',
  'phone',
  'email',
  'subject',
  'message',
  'kindOfWork',
  'location',
  'sentFrom',
  'project',
  'projectName',
  'attachments',
  'lang',
  'solved',
  'solvedDate',
  'solvedBy',
  'notification',
] as const;

export function inboxCsv(items: readonly InboxItem[]): string {
  const rows = items.map((item) => [
    item.id,
    item.createDate,
    item.name,
    item.phone,
    item.email,
    item.subject,
    item.message,
    item.kindOfWork ?? '',
    item.location ?? '',
    item.sentFrom ?? '',
    // The project's id, which the lead figures count by, and its name where the content still has it.
    item.project?.id ?? '',
    item.project?.name ?? '',
    // The files' names only: the files themselves are downloaded from the inbox.
    item.attachments.map((file) => file.name).join('; '),
    item.lang,
    item.solved ? 'yes' : 'no',
    item.solvedDate ?? '',
    item.solvedBy ?? '',
    item.notification ? `${item.notification.state}${item.notification.error ? `: ${item.notification.error}` : ''}` : '',
  ]);
  return csvFile(CSV_COLUMNS, rows);
}
