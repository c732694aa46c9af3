/** The inbox's CSV names each request's files in one cell (the files stay in the inbox), and the project a quote asked about. */
import { describe, expect, it } from 'vitest';
import { inboxCsv, inboxCsvStream } from '../../../src/server/admin/csv';
import type { InboxItem } from '../../../src/admin-api/contract';
import { inboxItem } from '../../fixtures/inbox-item';
import { csvRecords } from '../../fixtures/csv-rows';

const item = (attachments: InboxItem['attachments']): InboxItem => inboxItem({ attachments });

const file = (name: string, type: InboxItem['attachments'][number]['type'] = 'application/pdf') => ({
  id: crypto.randomUUID(),
  name,
  type,
  size: 1234,
  activeContent: false,
});

describe('the inbox CSV', () => {
  it("has an attachments column with the files' names joined by '; ', empty for a request without files", () => {
    const [header, withFiles, without] = inboxCsv([
      item([file('kat-planı şema.pdf'), file('cephe "A".dwg', 'image/vnd.dwg'), file('=foto.jpg', 'image/jpeg')]),
      item([]),
    ])
      .slice(1)
      .split('\r\n');
    const columns = header!.split(',');
    const at = columns.indexOf('"attachments"');
    expect(columns.slice(at - 1, at + 2)).toEqual(['"projectName"', '"attachments"', '"lang"']);
    expect(withFiles).toContain(`,"","kat-planı şema.pdf; cephe ""A"".dwg; =foto.jpg","tr",`);
    expect(without).toContain(`,"","","tr",`);
  });

  it("has the project's id and name where a project's quote form sent one, its id alone where the content no longer has it", () => {
    const rows = csvRecords(
      inboxCsv([
        inboxItem({ id: 'named', sentFrom: 'projectQuote', project: { id: 'p04', name: 'Trafo Merkezi, "Ostim"', path: '/proje/ostim' } }),
        inboxItem({ id: 'gone', sentFrom: 'projectQuote', project: { id: 'p09' } }),
        inboxItem({ id: 'plain' }),
      ]),
    );
    expect(rows.map(({ id, sentFrom, project, projectName }) => ({ id, sentFrom, project, projectName }))).toEqual([
      { id: 'named', sentFrom: 'projectQuote', project: 'p04', projectName: 'Trafo Merkezi, "Ostim"' },
      { id: 'gone', sentFrom: 'projectQuote', project: 'p09', projectName: '' },
      { id: 'plain', sentFrom: '', project: '', projectName: '' },
    ]);
  });

  it('neutralises a first name that starts a formula', () => {
    const [, row] = inboxCsv([item([file('=HYPERLINK("x").pdf')])]).split('\r\n');
    expect(row).toContain(`,"'=HYPERLINK(""x"").pdf","tr",`);
  });

  it('streams the same bytes as the whole file, reading a page only once the one before has been taken', async () => {
    const pages = [
      [inboxItem({ id: 'a', name: '=SUM(1)' }), inboxItem({ id: 'b', message: 'satır\nikinci "tırnak"' })],
      [inboxItem({ id: 'c', name: 'Şükrü' })],
    ];
    let read = 0;
    const source = (async function* () {
      for (const page of pages) {
        read++;
        yield page;
      }
    })();
    const reader = inboxCsvStream(source).getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    // The header alone so far, and at most the first page read ahead.
    expect(read).toBeLessThanOrEqual(1);
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(read).toBe(2);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(inboxCsv(pages.flat()));
  });

  it('stops reading pages when the download is cancelled', async () => {
    let finished = false;
    const source = (async function* () {
      try {
        for (;;) yield [inboxItem()];
      } finally {
        finished = true;
      }
    })();
    const reader = inboxCsvStream(source).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });

  it('reads no further page while the socket says it is full, and goes on once it has drained', async () => {
    let read = 0;
    const source = (async function* () {
      for (;;) {
        read++;
        yield [inboxItem()];
      }
    })();
    let drained: () => void = () => {};
    let full = true;
    const socketDrain = () => (full ? new Promise<void>((resolve) => (drained = resolve)) : Promise.resolve());
    const reader = inboxCsvStream(source, socketDrain).getReader();
    await reader.read();
    // The header was handed on; the next page waits for the socket.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(0);
    full = false;
    drained();
    const next = await reader.read();
    expect(new TextDecoder().decode(next.value)).toContain('"tr"');
    expect(read).toBeGreaterThanOrEqual(1);
    await reader.cancel();
  });
});
