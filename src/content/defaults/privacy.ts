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
        body: 'Sitenin sayfalarını Firebase Hosting sunar; iletişim formunu Google Cloud Run üzerinde europe-west1 (Belçika) bölgesinde çalışan bir hizmet yanıtlar ve talepleriniz Google Cloud Firestore’da saklanır. Bu hizmetlerin sağlayıcısı Google Ireland Limited (Gordon House, Barrow Street, Dublin 4, İrlanda), verilerinizi yalnızca bizim adımıza ve talimatlarımız doğrultusunda işleyen veri işleyenimizdir. Talebinizin bildirimi, talepleri yanıtlayan çalışanlarımıza e-posta hizmet sağlayıcımız aracılığıyla iletilir; bu sağlayıcı da veri işleyenimizdir. Bildirim dosyalarınızın yalnızca adlarını listeler, dosyaların kendisini taşımaz. Verileriniz bunların dışında üçüncü kişilerle paylaşılmaz; yalnızca kanuni bir yükümlülük hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.',
      },
      {
        title: 'Yurt dışına aktarım',
        body: 'Barındırma ve veri tabanı hizmetlerinin sunucuları Avrupa Birliği’nde (Belçika) bulunduğundan, form aracılığıyla gönderdiğiniz veriler yurt dışına aktarılır; sağlayıcının destek ve bakım hizmetleri kapsamında verilere Amerika Birleşik Devletleri’ndeki Google LLC’den de erişilebilir. Bildirim e-postası da e-posta hizmet sağlayıcımızın yurt dışındaki sunucuları üzerinden iletilebilir. Bu ülkeler için Kişisel Verileri Koruma Kurulunca verilmiş bir yeterlilik kararı bulunmadığından, aktarım KVKK m. 9 uyarınca uygun güvencelerden biri olan, Kurulca ilan edilen standart sözleşmeye dayanır: standart sözleşme her alıcıyla imzalanır ve imzalandığı tarihten itibaren beş iş günü içinde Kişisel Verileri Koruma Kurumuna bildirilir.',
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
        body: 'KVKK m. 11 uyarınca, veri sorumlusu olarak bize başvurarak kişisel verilerinizin işlenip işlenmediğini öğrenme; işlenmişse buna ilişkin bilgi talep etme; işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme; yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme; eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme; KVKK m. 7’de öngörülen şartlar çerçevesinde silinmesini veya yok edilmesini isteme; düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme; işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme ve kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz. Verilerinizin silinmesini istediğinizde, saklama süresini beklemeden, e-posta adresiniz veya telefon numaranızla gönderilmiş bütün talepleriniz dosyaları ve bildirimleriyle birlikte silinir.',
      },
      {
        title: 'Başvuru ve şikâyet',
        body: 'Başvurularınızı yazılı olarak yukarıdaki adresimize ya da info@ornekelektromekanik.com.tr adresine iletebilirsiniz; talebinizi niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırırız (işlemin ayrıca bir maliyet gerektirmesi hâlinde Kurulca belirlenen tarifedeki ücret alınabilir). Başvurunuz reddedilir, verdiğimiz cevabı yetersiz bulur ya da süresinde cevap alamazsanız, KVKK m. 14 uyarınca cevabı öğrendiğiniz tarihten itibaren otuz ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.',
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
        body: 'The pages are served by Firebase Hosting; the contact form is answered by a service on Google Cloud Run in the europe-west1 region (Belgium), and your requests are stored in Google Cloud Firestore. Their provider, Google Ireland Limited (Gordon House, Barrow Street, Dublin 4, Ireland), is our data processor, processing your data only on our behalf and on our instructions. The notification of your request reaches the staff who answer requests through our e-mail service provider, also our data processor; the notification lists the names of your files and never carries the files themselves. Your data is not shared with other third parties; it may be disclosed to the competent public authorities only where the law requires it.',
      },
      {
        title: 'Transfer abroad',
        body: 'The servers of the hosting and database services are in the European Union (Belgium), so the data you send through the form is transferred abroad; for the provider’s support and maintenance services it may also be accessed from Google LLC in the United States. The notification e-mail may also pass through our e-mail service provider’s servers abroad. As the Turkish Personal Data Protection Board has made no adequacy decision for these countries, the transfer rests on one of the appropriate safeguards of Article 9 KVKK, the standard contract announced by the Board: it is signed with each recipient and notified to the Turkish Personal Data Protection Authority within five business days of its signature.',
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
        body: 'Under Article 11 KVKK, by applying to us as the data controller, you have the right to learn whether your personal data is processed; to request information about it if it has been processed; to learn the purpose of the processing and whether the data is used for that purpose; to know the third parties in Türkiye or abroad to whom your personal data is transferred; to have it corrected if it is incomplete or inaccurate; to have it erased or destroyed under the conditions of Article 7 KVKK; to have the third parties to whom it was transferred notified of its correction, erasure or destruction; to object to a result to your detriment that arises from the analysis of the data exclusively by automated systems; and to claim compensation for damage you suffer because your personal data was processed unlawfully. When you ask for erasure, every request sent with your e-mail address or phone number is deleted with its files and notifications, without waiting for the retention period.',
      },
      {
        title: 'Applications and complaints',
        body: 'Apply in writing to our address above or to info@ornekelektromekanik.com.tr; we answer as soon as your request allows and within thirty days at the latest, free of charge (where the action itself has a cost, the fee in the Board’s tariff may be charged). If your application is refused, you find our answer insufficient or you receive no answer in time, you may complain to the Personal Data Protection Board under Article 14 KVKK within thirty days of learning our answer, and in any case within sixty days of your application.',
      },
    ],
  },
} satisfies Record<BuiltInLang, Omit<PrivacyNotice, 'lang' | 'updateDate'>>;

export function privacyDefaults(lang: BuiltInLang): PrivacyNotice {
  return { lang, updateDate: '2026-12-01T00:00:00Z', ...notices[lang] };
}
