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
  'lang',
  'solved',
  'solvedDate',
  'solvedBy',
  'notification',
] as const;

export function inboxCsv(items: readonly InboxItem[]): string {
  const rows = items.map((item) =>
    [
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
      item.lang,
      item.solved ? 'yes' : 'no',
      item.solvedDate ?? '',
      item.solvedBy ?? '',
      item.notification ? `${item.notification.state}${item.notification.error ? `: ${item.notification.error}` : ''}` : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}
