/**
 * The privacy notice as a visitor reads it, in each language: whom the data goes to (the
 * hosting and database provider, and the e-mail provider that delivers the notification), that
 * it leaves the country and on what ground, and every right the law gives. Turkish and English
 * carry the KVKK notice (KVKK m. 10: the recipients and the ground of a transfer; m. 11: each
 * right of its list, a to ğ; m. 9: a transfer abroad); German carries the GDPR notice of the
 * German subsidiary (Art. 13, 15 to 21 and 77 GDPR).
 */
import { expect, test } from '@playwright/test';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';

interface NoticeLaw {
  lang: Lang;
  /** How the notice names the provider that delivers the notification e-mail. */
  emailProvider: RegExp;
  /** How it says the data leaves the country, and the ground it leaves on. */
  abroad: RegExp[];
  /** Each right the law lists, as the notice words it. */
  rights: RegExp[];
}

const notices: NoticeLaw[] = [
  {
    lang: 'tr',
    emailProvider: /e-posta hizmet sağlayıcı/,
    abroad: [/yurt dışına aktar/, /KVKK m\. 9/, /standart sözleşme/],
    rights: [
      /işlenip işlenmediğini öğrenme/, // a
      /işlenmişse buna ilişkin bilgi talep etme/, // b
      /işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme/, // c
      /yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme/, // ç
      /eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme/, // d
      /silinmesini veya yok edilmesini isteme/, // e
      /aktarıldığı üçüncü kişilere bildirilmesini isteme/, // f
      /münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme/, // g
      /kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme/, // ğ
    ],
  },
  {
    lang: 'en',
    emailProvider: /e-mail (service )?provider/,
    abroad: [/transferred abroad/, /Article 9 KVKK/, /standard contract/],
    rights: [
      /learn whether your personal data is processed/, // a
      /request information about it if it has been processed/, // b
      /learn the purpose of the processing and whether the data is used for that purpose/, // c
      /know the third parties in Türkiye or abroad to whom your personal data is transferred/, // ç
      /have it corrected if it is incomplete or inaccurate/, // d
      /have it erased or destroyed/, // e
      /have the third parties to whom it was transferred notified/, // f
      /object to a result to your detriment that arises from the analysis of the data exclusively by automated systems/, // g
      /claim compensation for damage you suffer because your personal data was processed unlawfully/, // ğ
    ],
  },
  {
    lang: 'de',
    emailProvider: /E-Mail-Dienstleister/,
    abroad: [/Übermittlung in die Türkei/, /Standardvertragsklauseln/],
    rights: [/Art\. 15/, /Art\. 16/, /Art\. 17/, /Art\. 18/, /Art\. 19/, /Art\. 20/, /Art\. 21/, /Art\. 77/],
  },
];

test('every language has its notice checked', () => {
  expect(notices.map((notice) => notice.lang).sort()).toEqual([...languages].sort());
});

for (const { lang, emailProvider, abroad, rights } of notices) {
  test(`${lang}: the notice names the e-mail provider, the transfer abroad and its ground, and every right`, async ({ page }) => {
    await page.goto(pathFor('privacy', lang));
    const notice = page.locator('[data-privacy-notice]');
    await expect(notice).toBeVisible();
    // The text as read: the notice's paragraphs, white space as shown.
    const text = (await notice.innerText()).replace(/\s+/g, ' ');
    expect(text, 'the e-mail provider').toMatch(emailProvider);
    for (const words of abroad) expect(text, 'the transfer abroad').toMatch(words);
    const missing = rights.filter((right) => !right.test(text)).map(String);
    expect(missing, 'rights the notice leaves out').toEqual([]);
  });
}
