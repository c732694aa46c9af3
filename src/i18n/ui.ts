/**
 * Interface texts that are not editors' content: labels, placeholders' titles, fixed SPEC
 * texts. Page names live in the route table; everything editable lives in the content.
 */
import type { Lang } from './routes';

export const ui = {
  tr: {
    skipToContent: 'İçeriğe geç',
    mainMenu: 'Ana menü',
    menu: 'Menü',
    callUs: 'Bizi arayın',
    requestQuote: 'Teklif İsteyin',
    openSubmenu: 'alt menüsü',
    logoAlt: 'anasayfa',
    comingSoonHeader: 'Çok Yakında',
    comingSoonText: 'Bu sayfa hazırlanıyor. Kısa süre içinde burada olacak.',
    newsComingSoonText: 'Bu haberin ayrıntıları hazırlanıyor.',
    backHome: 'Anasayfaya Dön',
    notFoundText: 'Aradığınız İçerik Bulunmamaktadır.',
    counters: { completed: 'Tamamlanan Proje', ongoing: 'Devam Eden Proje', customers: 'Mutlu Müşteri' },
    activityAreasHeader: 'Faaliyet Alanlarımız',
    projectLabels: {
      name: 'Proje Adı',
      customer: 'Müşteri',
      description: 'Açıklama',
      location: 'Konum',
      status: 'Durum',
      completed: 'Tamamlandı',
    },
    projectImages: 'Proje görselleri',
    noImage: 'Görsel yok',
    viewProject: 'Projeyi incele',
    allProjects: 'Tüm Projeler',
    allReferences: 'Tüm Referanslar',
    ctaHeader: 'Projeniz için bizimle iletişime geçin',
    ctaText: 'Keşiften devreye almaya kadar her aşamada yanınızdayız.',
    ctaButton: 'İletişime Geçin',
    addresses: 'Adresler',
    openMap: 'Haritayı aç',
    showMap: 'Haritayı burada göster',
    mapTitle: 'Genel merkezimizin haritası',
    mapPreviewAlt: 'Genel merkezimizin konumunu gösteren harita önizlemesi',
    social: 'Sosyal medya',
    madeBy: 'Site yapımcısı',
    carousel: {
      carousel: 'döngü',
      slide: 'slayt',
      pause: 'Slaytları durdur',
      play: 'Slaytları oynat',
      previous: 'Önceki slayt',
      next: 'Sonraki slayt',
      slideOf: '{index} / {total}',
      goTo: '{index}. slayta git',
    },
    homeSliderLabel: 'Öne çıkan projeler',
    contactForm: {
      legend: 'İletişim formu',
      invalid: {
        name: 'Lütfen adınızı yazın.',
        phone: 'Lütfen geçerli bir telefon numarası yazın (rakam, boşluk ve + ( ) . -).',
        email: 'Lütfen geçerli bir e-posta adresi yazın ya da boş bırakın.',
        subject: 'Lütfen bir konu yazın.',
        message: 'Lütfen mesajınızı yazın.',
      },
      retry: 'Formu geri getir ve yeniden dene',
      otherChannels: 'Bize şu kanallardan da ulaşabilirsiniz:',
      tooManyHeader: 'Kısa sürede çok sayıda talep gönderildi.',
      tryAgainIn: { one: 'Lütfen {minutes} dakika sonra yeniden deneyin.', other: 'Lütfen {minutes} dakika sonra yeniden deneyin.' },
      privacyBefore: 'Gönderdiğiniz kişisel veriler',
      privacyLink: 'KVKK Aydınlatma Metni',
      privacyAfter: 'kapsamında işlenir.',
      honeypot: 'Bu alanı boş bırakın',
    },
    referencesCarouselLabel: 'Referanslarımız',
    publishedOn: 'Yayın tarihi',
  },
  en: {
    skipToContent: 'Skip to content',
    mainMenu: 'Main menu',
    menu: 'Menu',
    callUs: 'Call us',
    requestQuote: 'Request a Quote',
    openSubmenu: 'submenu',
    logoAlt: 'home page',
    comingSoonHeader: 'Coming Soon',
    comingSoonText: 'This page is being prepared. It will be here shortly.',
    newsComingSoonText: 'The details of this news item are being prepared.',
    backHome: 'Back to Home',
    notFoundText: 'The content you are looking for could not be found.',
    counters: { completed: 'Completed Projects', ongoing: 'Ongoing Project', customers: 'Happy Customers' },
    activityAreasHeader: 'Our Activity Areas',
    projectLabels: {
      name: 'Project Name',
      customer: 'Customer',
      description: 'Description',
      location: 'Location',
      status: 'Status',
      completed: 'Completed',
    },
    projectImages: 'Project images',
    noImage: 'No image',
    viewProject: 'View project',
    allProjects: 'All Projects',
    allReferences: 'All References',
    ctaHeader: 'Talk to us about your project',
    ctaText: 'From survey to commissioning, we are with you at every stage.',
    ctaButton: 'Contact Us',
    addresses: 'Addresses',
    openMap: 'Open the map',
    showMap: 'Show the map here',
    mapTitle: 'Map of our headquarters',
    mapPreviewAlt: 'Map preview showing the location of our headquarters',
    social: 'Social media',
    madeBy: 'Site by',
    carousel: {
      carousel: 'carousel',
      slide: 'slide',
      pause: 'Pause slides',
      play: 'Play slides',
      previous: 'Previous slide',
      next: 'Next slide',
      slideOf: '{index} of {total}',
      goTo: 'Go to slide {index}',
    },
    homeSliderLabel: 'Featured projects',
    contactForm: {
      legend: 'Contact form',
      invalid: {
        name: 'Please enter your name.',
        phone: 'Please enter a valid phone number (digits, spaces and + ( ) . -).',
        email: 'Please enter a valid e-mail address or leave it empty.',
        subject: 'Please enter a subject.',
        message: 'Please enter your message.',
      },
      retry: 'Bring back the form and try again',
      otherChannels: 'You can also reach us here:',
      tooManyHeader: 'Too many requests in a short time',
      tryAgainIn: { one: 'Please try again in {minutes} minute.', other: 'Please try again in {minutes} minutes.' },
      privacyBefore: 'The personal data you send is processed as described in our',
      privacyLink: 'privacy notice',
      privacyAfter: '.',
      honeypot: 'Leave this field empty',
    },
    referencesCarouselLabel: 'Our references',
    publishedOn: 'Published on',
  },
} as const satisfies Record<Lang, unknown>;

export type UiStrings = (typeof ui)[Lang];

export function t(lang: Lang): UiStrings {
  return ui[lang];
}

/** SPEC §9 counter figures; each counter links to the page that backs it up. */
export const counters = [
  { key: 'completed', value: 49, route: 'projects' },
  { key: 'ongoing', value: 1, route: 'projects' },
  { key: 'customers', value: 114, route: 'references' },
] as const;

/** SPEC §2: the TR home's four activity areas with their sub-services. */
export const activityAreas = [
  {
    title: 'Orta Gerilim (36kV ve altı)',
    services: ['Trafo merkezleri', 'OG hücre ve kablo tesisleri', 'Enerji nakil hatları', 'Koruma ve röle koordinasyonu'],
  },
  {
    title: 'Otomasyon Sistemleri',
    services: ['PLC ve SCADA', 'Bina otomasyonu', 'Motor kontrol merkezleri', 'Enerji izleme'],
  },
  {
    title: 'Alçak Gerilim',
    services: ['Dağıtım panoları', 'Kuvvetli akım tesisatı', 'Kompanzasyon', 'Aydınlatma'],
  },
  {
    title: 'Zayıf Akım Sistemleri',
    services: ['Yangın algılama', 'CCTV ve güvenlik', 'Anons ve seslendirme', 'Yapısal kablolama'],
  },
] as const;

// --- Contact form: required marks and the answers to a post without JavaScript ------------
/** Kept apart from `ui` so the form's strings merge cleanly with other work on the site's texts. */
export const contactFormUi = {
  tr: {
    requiredNote: 'Yıldızlı (*) alanlar zorunludur.',
    invalidTitle: 'Hata',
    invalidHeader: 'İletişim talebiniz gönderilmedi: lütfen şu alanları düzeltin.',
    /** '{label}: {problem}' in the list of fields to fix. */
    fieldProblem: '{label}: {problem}',
  },
  en: {
    requiredNote: 'Fields marked with * are required.',
    invalidTitle: 'Error',
    invalidHeader: 'Your message was not sent: please correct these fields.',
    fieldProblem: '{label}: {problem}',
  },
} as const satisfies Record<Lang, unknown>;

export type ContactFormUiStrings = (typeof contactFormUi)[Lang];
