import type { Lang } from '../../i18n/routes';
import type { PrivacyNotice } from '../schemas';

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
        body: 'Talebiniz sonuçlandıktan sonra en fazla iki yıl saklanır, ardından silinir veya anonim hâle getirilir.',
      },
      {
        title: 'Haklarınız',
        body: 'KVKK m. 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve itiraz etme haklarına sahipsiniz. Başvurularınızı info@ornekelektromekanik.com.tr adresine iletebilirsiniz.',
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
      { title: 'Retention', body: 'Kept for at most two years after your request is settled, then deleted or anonymised.' },
      {
        title: 'Your rights',
        body: 'Under Article 11 KVKK you may ask whether your data is processed, have it corrected or deleted, and object to its processing. Write to info@ornekelektromekanik.com.tr.',
      },
    ],
  },
} satisfies Record<Lang, Omit<PrivacyNotice, 'lang' | 'updateDate'>>;

export function privacyDefaults(lang: Lang): PrivacyNotice {
  return { lang, updateDate: '2026-01-15T00:00:00Z', ...notices[lang] };
}
