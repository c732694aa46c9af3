import type { BuiltInLang } from './built-in-languages';
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
        body: 'Adınız, telefon numaranız, e-posta adresiniz, konu ve mesajınız, belirttiyseniz iş türü ve projenin yeri, eklediyseniz çizim ve dosyalarınız (fotoğraflar, konum gibi üst verileri silinerek yeniden kaydedilir), formu gönderdiğiniz sayfa ile gönderim sırasındaki IP adresiniz; yalnızca talebinizi yanıtlamak, teklif hazırlamak, bize ulaşan talepleri saymak (haftaya, dile, iş türüne ve sayfaya göre; çerez ya da izleme betiği kullanılmaz) ve kötüye kullanımı önlemek amacıyla işlenir.',
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
        title: 'Harita',
        body: 'İletişim sayfasındaki harita, siz “Haritayı burada göster” düğmesine basana kadar yüklenmez ve o zamana dek harita sağlayıcısına hiçbir veri gitmez. Düğmeye bastığınızda (ya da “Haritayı aç” bağlantısını izlediğinizde) tarayıcınız haritayı OpenStreetMap Vakfı’nın (openstreetmap.org, Birleşik Krallık) sunucularından yükler; sağlayıcı bu sırada IP adresinizi, tarayıcı bilgilerinizi, sitemizin adresini ve gösterilen harita bölgesini alır. Bu veriler sağlayıcının kendi gizlilik politikasına göre işlenir. Bir adresin altındaki “Yol tarifi al” bağlantısı ise yalnızca siz izlediğinizde Google Haritalar’ı (google.com, Google LLC) o adresle açar.',
      },
      {
        title: 'Almanya’daki ziyaretçilerimiz için GDPR',
        body: 'Almanya’daki iştirakimiz Örnek Elektromechanik GmbH aracılığıyla bize ulaşan ya da Avrupa Birliği’nden başvuran ziyaretçilerimizin verileri, KVKK’nın yanında AB Genel Veri Koruma Tüzüğü’ne (GDPR) göre de işlenir: hukuki sebep GDPR m. 6/1-b (sözleşme öncesi adımlar) ve m. 6/1-f’dir (meşru menfaat). GDPR m. 15–21 uyarınca erişim, düzeltme, silme, işlemenin kısıtlanması, veri taşınabilirliği ve itiraz haklarına ve bir veri koruma denetim makamına şikâyet hakkına sahipsiniz.',
      },
      {
        title: 'Saklama süresi',
        body: `Talebiniz, eklediğiniz dosyalar ve bildirimi, gönderildiği tarihten itibaren ${years} yıl (${days} gün) saklanır; bu sürenin sonunda kendiliğinden silinir. Dosyalarınız herkese açık bir adreste tutulmaz: yalnızca talepleri yanıtlayan çalışanlarımız indirebilir; bildirim e-postası dosyaları taşımaz, yalnızca adlarını listeler.`,
      },
      {
        title: 'Haklarınız',
        body: 'KVKK m. 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini isteme ve işlenmesine itiraz etme haklarına sahipsiniz. Verilerinizin silinmesini de isteyebilirsiniz: bu durumda, saklama süresini beklemeden, e-posta adresiniz veya telefon numaranızla gönderilmiş bütün talepleriniz dosyaları ve bildirimleriyle birlikte silinir. Başvurularınızı info@ornekelektromekanik.com.tr adresine iletebilirsiniz.',
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
        body: "Your name, phone number, e-mail address, subject and message, the kind of work and the project's location if you give them, the drawings and files you attach (photos are saved anew without metadata such as their location), the page you sent the form from, and the IP address of the submission; processed only to answer your request, prepare an offer, count the requests that reach us (by week, language, kind of work and page; no cookie or tracking script is used) and prevent abuse.",
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
        title: 'Map',
        body: 'The map on the contact page is not loaded until you press “Show the map here”, and until then no data goes to the map provider. When you press it (or follow the “Open the map” link), your browser loads the map from the servers of the OpenStreetMap Foundation (openstreetmap.org, United Kingdom); the provider then receives your IP address, your browser’s details, our site’s address and the map area shown. It processes them under its own privacy policy. The “Get directions” link under an address opens Google Maps (google.com, Google LLC) at that address only when you follow it.',
      },
      {
        title: 'GDPR for our visitors in Germany',
        body: 'For visitors who reach us through our German subsidiary Örnek Elektromechanik GmbH, or who write to us from the European Union, their data is processed under the EU General Data Protection Regulation (GDPR) as well as KVKK: on the legal bases of Article 6(1)(b) GDPR (steps before a contract) and Article 6(1)(f) GDPR (legitimate interest). Under Articles 15 to 21 GDPR you have the rights of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.',
      },
      {
        title: 'Retention',
        body: `Your request, the files you attached and its notification are kept for ${years} years (${days} days) from the day you send it, then deleted automatically. Your files are never at a public address: only the staff who answer requests can download them; the notification e-mail lists their names and never carries the files.`,
      },
      {
        title: 'Your rights',
        body: 'Under Article 11 KVKK you may ask whether your data is processed, have it corrected, and object to its processing. You also have the right to erasure: on your request, without waiting for the retention period, every request sent with your e-mail address or phone number is deleted with its files and notifications. Write to info@ornekelektromekanik.com.tr.',
      },
    ],
  },
} satisfies Record<BuiltInLang, Omit<PrivacyNotice, 'lang' | 'updateDate'>>;

export function privacyDefaults(lang: BuiltInLang): PrivacyNotice {
  return { lang, updateDate: '2026-11-26T00:00:00Z', ...notices[lang] };
}
