import { describe, expect, it } from 'vitest';
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
      'Dil / Language: en',
      'Tarih / Date: 2026-11-25T08:00:00.000Z',
      'IP: 203.0.113.7',
      'Talep no / Request id: id-1',
    ]);
    expect(message.subject).toBe('İletişim formu: Şalt sahası');
    expect(message.html).toContain('<th align="left" valign="top">Ad Soyad / Name</th>');
  });
});
