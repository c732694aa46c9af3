/**
 * The inbox as CSV for a spreadsheet: UTF-8 with a BOM (so Excel reads Turkish letters), CRLF
 * rows, every cell quoted. A cell that starts with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, so a visitor's text never runs as a formula (CSV injection).
 *
 * The inbox's export is streamed (inboxCsvStream): its rows are read a page at a time and
 * written as they come, so its memory does not grow with the number of requests stored.
 */
import { setImmediate as turn } from 'node:timers/promises';
import type { InboxItem } from '../store/admin';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One row with its line end. */
const csvLine = (row: readonly string[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** The byte order mark and the header: how every CSV of the staff API starts. */
const csvStart = (header: readonly string[]): string => `\uFEFF${csvLine(header)}`;

/** A CSV file of a header and rows, as every CSV of the staff API is written. */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  csvStart(header) + rows.map(csvLine).join('');

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
  'status',
  'lostReason',
  'firstAnswerDate',
  'firstAnswerBy',
  'firstAnswerChannel',
] as const;

function inboxRow(item: InboxItem): string[] {
  return [
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
    // After the columns a spreadsheet made before statuses reads by place.
    item.status,
    item.lostReason ?? '',
    item.firstAnswer?.date ?? '',
    item.firstAnswer?.by ?? '',
    item.firstAnswer?.channel ?? '',
  ];
}

/** The inbox's CSV of `items` at once (what the stream writes, for a few items). */
export const inboxCsv = (items: readonly InboxItem[]): string => csvFile(CSV_COLUMNS, items.map(inboxRow));

/**
 * The inbox's CSV of the pages `pages` gives, written as they come: a page is read only when
 * the reader has taken the one before (pull) and `socketDrain` says the socket takes more, so
 * at most a page of rows and the socket's buffer are held at a time, however slow the client.
 */
export function inboxCsvStream(
  pages: AsyncIterator<readonly InboxItem[]>,
  socketDrain: () => Promise<void> = async () => {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvStart(CSV_COLUMNS)));
      },
      async pull(controller) {
        // A turn of the event loop between pages: the embedded store reads synchronously, and
        // without it the whole export would run before any other request (or the socket's
        // writes) got a turn, its rows piling up in memory.
        await turn();
        await socketDrain();
        const page = await pages.next();
        if (page.done) controller.close();
        else controller.enqueue(encoder.encode(page.value.map((item) => csvLine(inboxRow(item))).join('')));
      },
      async cancel() {
        await pages.return?.();
      },
    },
    // One chunk ahead: the next page is read once the one before has been handed on.
    { highWaterMark: 1 },
  );
}
