/** The files of a request in its inbox card: downloads named with kind and size, active content said in words, nothing without files. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../src/content/attachments';
import type { AdminLang } from '../../../src/i18n/admin-languages';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import type { InboxItem } from '../../../src/islands/admin/api';
import { RequestCard } from '../../../src/islands/admin/RequestCard';
import { RequestFiles, requestFileRows } from '../../../src/islands/admin/RequestFiles';
import { adminStrings } from '../../../src/islands/admin/strings';
import { inboxItem } from '../../fixtures/inbox-item';

const PLAN: Attachment = {
  id: '0d6c1b8e-3f1a-4c53-9a43-6f0f4d7c1e21',
  name: 'kat-planı şema.pdf',
  type: 'application/pdf',
  size: 1_234_567,
  activeContent: true,
};
const PHOTO: Attachment = {
  id: '8a1f3c55-0b7e-4d2e-8f6a-2c9d1e4b7a90',
  name: 'pano.jpg',
  type: 'image/jpeg',
  size: 48_250,
  activeContent: false,
};

const item = (attachments: Attachment[]): InboxItem => inboxItem({ id: 'istek/1', attachments });

const render = (attachments: Attachment[], lang: AdminLang) =>
  renderToStaticMarkup(
    createElement(RequestFiles, { item: item(attachments), lang, strings: adminStrings[lang], rowClass: 'row', labelClass: 'label' }),
  );

describe("a request's files in its card", () => {
  it('links each file to its download in the staff API, with its kind and size in the admin’s language', () => {
    const href = (file: Attachment) => adminApiPath(adminApi.contactRequestAttachment, { id: 'istek/1', attachmentId: file.id });
    expect(requestFileRows(item([PLAN, PHOTO]), 'tr', adminStrings.tr)).toEqual([
      {
        id: PLAN.id,
        href: href(PLAN),
        name: PLAN.name,
        details: 'PDF, 1,2 MB',
        sentAs: undefined,
        warning: adminStrings.tr.request.activeContent,
      },
      { id: PHOTO.id, href: href(PHOTO), name: PHOTO.name, details: 'JPEG, 48,3 kB', sentAs: undefined, warning: undefined },
    ]);
    expect(requestFileRows(item([PLAN]), 'en', adminStrings.en)[0]).toMatchObject({ details: 'PDF, 1.2 MB' });
    expect(href(PLAN)).toBe(`/api/admin/contact-requests/istek%2F1/attachments/${PLAN.id}`);
  });

  it('offers a file under its kind’s name and shows the name it was sent under as a label, also for one stored before', () => {
    const stored = { ...PLAN, name: 'invoice.pdf', sentName: 'invoice.html' };
    const before = { ...PHOTO, name: 'cizim.bat' };
    const rows = requestFileRows(item([stored, before]), 'en', adminStrings.en);
    expect(rows.map(({ name, sentAs }) => ({ name, sentAs }))).toEqual([
      { name: 'invoice.pdf', sentAs: 'sent as invoice.html' },
      { name: 'cizim.jpg', sentAs: 'sent as cizim.bat' },
    ]);
    const tr = render([stored], 'tr');
    expect(tr).toContain('download="invoice.pdf"');
    expect(tr).toContain('gönderildiği ad: invoice.html');
  });

  it('renders downloads, never inline links, and says active content beside its file, in both languages', () => {
    const tr = render([PLAN, PHOTO], 'tr');
    expect(tr).toContain('<dt class="label">Dosyalar</dt>');
    expect(tr.match(/<a [^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<a href="\/api\/admin\/contact-requests\/istek%2F1\/attachments\/0d6c1b8e[^"]*" download="kat-planı şema.pdf" .*aria-describedby="/,
      ),
      expect.stringMatching(/^<a href="[^"]*8a1f3c55[^"]*" download="pano.jpg" class="[^"]*">$/),
    ]);
    expect(tr).toContain('(PDF, 1,2 MB)');
    expect(tr).toContain('Bu PDF etkin içerik (betik, otomatik işlem veya gömülü dosya) taşıyor: açmadan önce dikkat');
    expect(tr.match(/data-request-file-warning/g)).toHaveLength(1);
    const en = render([PLAN], 'en');
    expect(en).toContain('<dt class="label">Files</dt>');
    expect(en).toContain('(PDF, 1.2 MB)');
    expect(en).toContain('This PDF carries active content (scripts, automatic actions or embedded files): take care before opening it');
  });

  it('shows nothing for a request without files', () => {
    expect(render([], 'tr')).toBe('');
  });
});

describe('the request card', () => {
  const card = (attachments: Attachment[]) =>
    renderToStaticMarkup(
      createElement(RequestCard, {
        item: item(attachments),
        lang: 'tr',
        strings: adminStrings.tr,
        onChanged: () => {},
        onErased: () => {},
        announce: () => {},
        handleError: () => false,
      }),
    );

  it('lists the files under the message, and no files row for a request without', () => {
    const html = card([PLAN]);
    expect(html.indexOf('Dosyalar')).toBeGreaterThan(html.indexOf('Çizimler ekte.'));
    expect(html).toContain('data-request-files');
    expect(card([])).not.toContain('data-request-files');
  });
});
