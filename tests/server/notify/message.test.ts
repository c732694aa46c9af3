import { describe, expect, it } from 'vitest';
import { getProjectsData } from '../../../src/content/operations';
import { pathFor } from '../../../src/i18n/routes';
import { notificationMessage } from '../../../src/server/notify/message';

const request = {
  name: 'Ayşe Yılmaz',
  phone: '+90 532 000 00 00',
  email: 'ayse@example.com',
  subject: 'Şalt sahası',
  message: 'İki\nsatır',
  lang: 'en' as const,
  createDate: '2026-11-25T08:00:00.000Z',
  ip: '203.0.113.7',
  index: 1,
  solved: false,
  solvedDate: null,
};

describe('notification e-mail', () => {
  it('labels every field in every language, Turkish first, once where the languages agree', () => {
    const message = notificationMessage('id-1', request, ['staff@example.com']);
    expect(message.text.split('\n').filter((line) => line.includes(':') && !line.startsWith('İki'))).toEqual([
      'Ad Soyad / Name: Ayşe Yılmaz',
      'Telefon / Phone: +90 532 000 00 00',
      'E-posta / E-mail: ayse@example.com',
      'Konu / Subject: Şalt sahası',
      'Mesaj / Message:',
      'Dil / Language: İngilizce / English (en)',
      'Tarih / Date: 2026-11-25T08:00:00.000Z',
      'IP: 203.0.113.7',
      'Talep no / Request id: id-1',
    ]);
    expect(message.subject).toBe('İletişim formu: Şalt sahası');
    expect(message.html).toContain('<th align="left" valign="top">Ad Soyad / Name</th>');
  });
});

describe('notification e-mail of a German request', () => {
  it('says the request is German, in each language staff read', () => {
    const message = notificationMessage('id-2', { ...request, lang: 'de' }, ['staff@example.com']);
    expect(message.text).toContain('Dil / Language: Almanca / German (de)\n');
    expect(message.html).toContain('<td style="white-space:pre-wrap">Almanca / German (de)</td>');
  });
});

describe('notification e-mail of a request with files', () => {
  const files = {
    ...request,
    attachments: [
      {
        id: '0d6c1b8e-3f1a-4c53-9a43-6f0f4d7c1e21',
        name: 'kat-planı\r\nşema.pdf',
        type: 'application/pdf' as const,
        size: 1_234_567,
        activeContent: true,
      },
      { id: '8a1f3c55-0b7e-4d2e-8f6a-2c9d1e4b7a90', name: '<pano>.jpg', type: 'image/jpeg' as const, size: 48_250, activeContent: false },
    ],
  };

  it('lists each file with its kind and size, flags active content, and links to the inbox (nothing of it without files)', () => {
    const message = notificationMessage('id-1', files, ['staff@example.com'], 'https://www.example.com.tr/');
    expect(message.text).toContain(
      [
        'Mesaj / Message:',
        'İki',
        'satır',
        'Dosyalar / Files:',
        '- kat-planı şema.pdf (PDF, 1,2 MB / 1.2 MB)',
        '  Bu PDF etkin içerik (betik, otomatik işlem veya gömülü dosya) taşıyor: açmadan önce dikkat / This PDF carries active content (scripts, automatic actions or embedded files): take care before opening it',
        '- <pano>.jpg (JPEG, 48,3 kB / 48.3 kB)',
        'Dosyaları indirin / Download the files: https://www.example.com.tr/admin/i',
        'Dil / Language: İngilizce / English (en)',
      ].join('\n'),
    );
    expect(message.html).toContain('&lt;pano&gt;.jpg (JPEG, 48,3 kB / 48.3 kB)');
    expect(message.html).toContain(
      '<th align="left" valign="top">Dosyaları indirin / Download the files</th><td style="white-space:pre-wrap"><a href="https://www.example.com.tr/admin/i">https://www.example.com.tr/admin/i</a></td>',
    );
    expect(message).not.toHaveProperty('attachments');
    // A request without files says nothing of them.
    const without = notificationMessage('id-1', { ...request, attachments: [] }, ['staff@example.com'], 'https://www.example.com.tr/');
    expect(without.text).not.toContain('Dosyalar');
    expect(without.html).not.toContain('/admin/i');
  });

  it("links to the site's own inbox when no address is given", () => {
    expect(notificationMessage('id-1', files, ['staff@example.com']).text).toMatch(
      /^Dosyaları indirin \/ Download the files: https:\/\/[^/\s]+\/admin\/i$/m,
    );
  });
});

describe('notification e-mail of a quote for a project like one of ours', () => {
  it("names the project in the request's language, with its id and a link to its page; a project gone, by its id", () => {
    const [project] = getProjectsData('en').projects;
    const quote = { ...request, sentFrom: 'projectQuote' as const };
    const page = new URL(pathFor('projectDetail', 'en', project!.project.url), 'https://ornek.example').href;
    const named = notificationMessage('id-1', { ...quote, project: project!.id }, ['staff@example.com'], 'https://ornek.example');
    expect(named.text).toContain(`Proje / Project: ${project!.project.name} (${project!.id}): ${page}\n`);
    expect(named.html).toContain(`<a href="${page}">`);
    const gone = notificationMessage('id-2', { ...quote, project: 'gone' }, ['staff@example.com']);
    expect(gone.text).toContain('Proje / Project: gone\n');
  });
});
