import type { BuiltInLang } from './built-in-languages';
import { KIND_OF_WORK_NAMES, KINDS_OF_WORK } from '../contact-fields';
import type { ContactPage } from '../schemas';

/** The form's kinds of work start from the names staff read (editors may word them otherwise). */
const kindsOfWork = (lang: BuiltInLang) =>
  Object.fromEntries(KINDS_OF_WORK.map((kind) => [kind, KIND_OF_WORK_NAMES[kind][lang]])) as Required<ContactPage>['kindsOfWork'];

/** The head office in Ankara: the company's phones, e-mails, fax and map. */
const ankara = {
  phoneNumbers: ['+90 312 555 01 23', '+90 312 555 01 24'],
  emails: ['info@ornekelektromekanik.com.tr', 'proje@ornekelektromekanik.com.tr'],
  faxes: ['+90 312 555 01 25'],
  map: {
    source:
      'https://www.openstreetmap.org/export/embed.html?bbox=32.7300%2C39.9600%2C32.7700%2C39.9800&layer=mapnik&marker=39.9700%2C32.7500',
    linkUrl: 'https://www.openstreetmap.org/?mlat=39.9700&mlon=32.7500#map=16/39.9700/32.7500',
    previewSource: '/images/contact/map-preview.png',
  },
};

/** The German subsidiary in Munich, reached as its Impressum says (imprint.ts). */
const munich = {
  phoneNumbers: ['+49 89 99998 120'],
  emails: ['muenchen@ornekelektromekanik.com.tr'],
  map: {
    source:
      'https://www.openstreetmap.org/export/embed.html?bbox=11.5555%2C48.1274%2C11.5955%2C48.1474&layer=mapnik&marker=48.1374%2C11.5755',
    linkUrl: 'https://www.openstreetmap.org/?mlat=48.1374&mlon=11.5755#map=16/48.1374/11.5755',
    previewSource: '/images/contact/map-preview-munich.png',
  },
};

const texts = {
  tr: {
    header: 'İletişim',
    description: 'Projeniz için teklif almak ya da bilgi istemek için bize yazın; en kısa sürede dönüş yapalım.',
    // Turkish pages lead with the head office.
    offices: [
      {
        title: 'Genel Merkez',
        lines: ['OSTİM OSB Mah. 1234. Cad. No: 12', '06374 Yenimahalle / Ankara', 'Türkiye'],
        officeHours: 'Hafta içi 08.30–18.00, cumartesi 09.00–13.00',
        ...ankara,
        first: true,
      },
      {
        title: 'Almanya İştiraki',
        lines: ['Örnek Elektromechanik GmbH', 'Musterstraße 12, 80331 München', 'Deutschland'],
        officeHours: 'Hafta içi 08.00–17.00 (Orta Avrupa saati)',
        ...munich,
      },
    ],
    phoneHeader: 'Telefon',
    emailHeader: 'E-posta',
    faxHeader: 'Faks',
    nameLabel: 'Adınız Soyadınız',
    namePlaceholder: 'Adınız Soyadınız *',
    phoneLabel: 'Telefon',
    phonePlaceholder: 'Telefon *',
    emailLabel: 'E-posta',
    emailPlaceholder: 'E-posta',
    subjectLabel: 'Konu',
    subjectPlaceholder: 'Konu *',
    quoteSubject: 'Teklif talebi',
    projectQuoteSubject: 'Teklif: {project}',
    kindOfWorkLabel: 'İş türü',
    kindOfWorkPlaceholder: 'Seçiniz (isteğe bağlı)',
    kindsOfWork: kindsOfWork('tr'),
    locationLabel: 'Projenin yeri',
    locationPlaceholder: 'İl / ilçe',
    attachmentsLabel: 'Çizimler ve dosyalar',
    messageLabel: 'Mesajınız',
    messagePlaceholder: 'Mesajınız *',
    sendButtonText: 'Gönder',
    sendingAlertHeader: 'İletişim Talebiniz Gönderiliyor...',
    sendingAlertText: 'Lütfen bekleyin.',
    sentAlertHeader: 'İletişim Talebiniz Bize Ulaştı !',
    sentAlertText: 'En kısa sürede sizinle iletişime geçeceğiz.',
    sentNextSteps:
      'Talebinizi bir mühendisimiz okuyup çalışma saatleri içinde, genellikle bir iş günü içinde sizi arar ya da size yazar. Çizim gönderdiyseniz teklifimiz için gerekirse ek bilgi isteriz; ararken bu referansı söylemeniz yeterli.',
    notSentAlertHeader: 'İletişim Talebiniz Gönderilemedi.',
    notSentAlertText: 'Lütfen daha sonra yeniden deneyin ya da bize telefon veya e-posta ile ulaşın.',
    signing: 'Örnek Elektromekanik Ekibi',
  },
  en: {
    header: 'Contact',
    description: 'Write to us for a quote or any question about your project; we will get back to you shortly.',
    // English pages lead with the head office.
    offices: [
      {
        title: 'Headquarters',
        lines: ['OSTİM OSB Mah. 1234. Cad. No: 12', '06374 Yenimahalle / Ankara', 'Türkiye'],
        officeHours: 'Weekdays 8:30 am–6 pm, Saturdays 9 am–1 pm (Türkiye time)',
        ...ankara,
        first: true,
      },
      {
        title: 'German Subsidiary',
        lines: ['Örnek Elektromechanik GmbH', 'Musterstraße 12, 80331 München', 'Germany'],
        officeHours: 'Weekdays 8 am–5 pm (Central European Time)',
        ...munich,
      },
    ],
    phoneHeader: 'Phone',
    emailHeader: 'E-mail',
    faxHeader: 'Fax',
    nameLabel: 'Your name',
    namePlaceholder: 'Your name *',
    phoneLabel: 'Phone',
    phonePlaceholder: 'Phone *',
    emailLabel: 'E-mail',
    emailPlaceholder: 'E-mail',
    subjectLabel: 'Subject',
    subjectPlaceholder: 'Subject *',
    quoteSubject: 'Request for a quote',
    projectQuoteSubject: 'Quote: {project}',
    kindOfWorkLabel: 'Kind of work',
    kindOfWorkPlaceholder: 'Choose (optional)',
    kindsOfWork: kindsOfWork('en'),
    locationLabel: 'Project location',
    locationPlaceholder: 'City / district',
    attachmentsLabel: 'Drawings and files',
    messageLabel: 'Your message',
    messagePlaceholder: 'Your message *',
    sendButtonText: 'Send',
    sendingAlertHeader: 'Your message is being sent...',
    sendingAlertText: 'Please wait.',
    sentAlertHeader: 'Your message has reached us!',
    sentAlertText: 'We will get back to you as soon as possible.',
    sentNextSteps:
      'An engineer reads your request and calls or writes to you during office hours, usually within one working day. If you sent drawings, we may ask for details before we quote; when you call us, just give this reference.',
    notSentAlertHeader: 'Your message could not be sent !',
    notSentAlertText: 'Please try again later, or reach us by phone or e-mail.',
    signing: 'The Örnek Electromechanical team',
  },
} satisfies Record<BuiltInLang, Omit<ContactPage, 'lang'>>;

export function contactDefaults(lang: BuiltInLang): ContactPage {
  return { lang, ...texts[lang] };
}
