import type { Lang } from '../../i18n/routes';
import type { PrivacyNotice } from '../schemas';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../lib/contact-retention';

/** The period the server deletes requests after (CONTACT_RETENTION_DAYS' default), in days and in whole years. */
const days = DEFAULT_CONTACT_RETENTION_DAYS;
const years = Math.round(days / 365);

const notices = {
  tr: {
    header: 'KVKK Aydınlatma Metni',
    intro:
      '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca, iletişim formu aracılığıyla paylaştığınız kişisel verilerinizin nasıl işlendiği hakkında sizi bilgilendirmek isteriz.',
    sections: [
      {
        title: 'Veri sorumlusu',
        body: 'Örnek Elektromekanik İnşaat Taahhüt San. ve Tic. Ltd. Şti., OSTİM OSB Mah. 1234. Cad. No: 12, 06374 Yenimahalle / Ankara.',
      },
      {
        title: 'İşlenen veriler ve amaç',
        body: 'Adınız, telefon numaranız, e-posta adresiniz, konu ve mesajınız ile gönderim sırasındaki IP adresiniz; yalnızca talebinizi yanıtlamak, teklif hazırlamak ve kötüye kullanımı önlemek amacıyla işlenir.',
      },
      {
        title: 'Hukuki sebep',
        body: 'Verileriniz KVKK m. 5/2-c (bir sözleşmenin kurulmasıyla doğrudan ilgili olması) ve m. 5/2-f (meşru menfaat) hukuki sebeplerine dayanılarak işlenir.',
      },
      {
        title: 'Aktarım',
        body: 'Verileriniz, barındırma ve veri tabanı hizmeti aldığımız hizmet sağlayıcılar dışında üçüncü kişilerle paylaşılmaz; yasal zorunluluk hâlinde yetkili kamu kurumlarına aktarılabilir.',
      },
      {
        title: 'Saklama süresi',
        body: `Talebiniz ve bildirimi, gönderildiği tarihten itibaren ${years} yıl (${days} gün) saklanır; bu sürenin sonunda kendiliğinden silinir.`,
      },
      {
        title: 'Haklarınız',
        body: 'KVKK m. 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini isteme ve işlenmesine itiraz etme haklarına sahipsiniz. Verilerinizin silinmesini de isteyebilirsiniz: bu durumda, saklama süresini beklemeden, e-posta adresiniz veya telefon numaranızla gönderilmiş bütün talepleriniz bildirimleriyle birlikte silinir. Başvurularınızı info@ornekelektromekanik.com.tr adresine iletebilirsiniz.',
      },
    ],
  },
  en: {
    header: 'Privacy Notice',
    intro:
      'Under the Turkish Personal Data Protection Law No. 6698 (KVKK), we inform you how the personal data you share through the contact form is processed.',
    sections: [
      {
        title: 'Data controller',
        body: 'Örnek Elektromekanik İnşaat Taahhüt San. ve Tic. Ltd. Şti., OSTİM OSB Mah. 1234. Cad. No: 12, 06374 Yenimahalle / Ankara, Türkiye.',
      },
      {
        title: 'Data processed and purpose',
        body: 'Your name, phone number, e-mail address, subject and message, and the IP address of the submission; processed only to answer your request, prepare an offer and prevent abuse.',
      },
      {
        title: 'Legal basis',
        body: 'Article 5(2)(c) KVKK (directly related to entering into a contract) and Article 5(2)(f) KVKK (legitimate interest).',
      },
      {
        title: 'Recipients',
        body: 'Your data is not shared with third parties other than our hosting and database providers; it may be disclosed to public authorities where the law requires it.',
      },
      {
        title: 'Retention',
        body: `Your request and its notification are kept for ${years} years (${days} days) from the day you send it, then deleted automatically.`,
      },
      {
        title: 'Your rights',
        body: 'Under Article 11 KVKK you may ask whether your data is processed, have it corrected, and object to its processing. You also have the right to erasure: on your request, without waiting for the retention period, every request sent with your e-mail address or phone number is deleted with its notifications. Write to info@ornekelektromekanik.com.tr.',
      },
    ],
  },
} satisfies Record<Lang, Omit<PrivacyNotice, 'lang' | 'updateDate'>>;

export function privacyDefaults(lang: Lang): PrivacyNotice {
  return { lang, updateDate: '2026-11-25T00:00:00Z', ...notices[lang] };
}
