/** The preview pane's texts in each language the admin speaks (its code, and these, load with the pane). */
import type { AdminLang } from '../../../../i18n/admin-languages';

const tr = {
  heading: 'Sayfa önizlemesi',
  frameTitle: 'Sayfanın kaydedilmemiş hâliyle önizlemesi ({lang})',
  skip: 'Önizlemeyi atla',
  width: 'Genişlik',
  phone: 'Telefon',
  desktop: 'Masaüstü',
  language: 'Dil',
  hint: 'Yazdıkça güncellenir. Bir metne ya da fotoğrafa tıklayınca alanına gidilir.',
  updating: 'Güncelleniyor…',
  notShown: 'Henüz gösterilmeyen alanlar (kayıtlı hâlleri gösteriliyor):',
  wholeDocument: 'Belgenin tamamı',
  failed: 'Önizleme çizilemedi ({reason}). Yazdıklarınız yerinde duruyor.',
  unreachable: 'sunucuya ulaşılamadı',
  retry: 'Yeniden dene',
};

const en: typeof tr = {
  heading: 'Page preview',
  frameTitle: 'Preview of the page as typed, not yet saved ({lang})',
  skip: 'Skip the preview',
  width: 'Width',
  phone: 'Phone',
  desktop: 'Desktop',
  language: 'Language',
  hint: 'It follows your typing. Click a text or a photo to go to its field.',
  updating: 'Updating…',
  notShown: 'Fields not shown yet (their stored value is shown):',
  wholeDocument: 'The whole document',
  failed: 'The preview could not be drawn ({reason}). What you typed is kept.',
  unreachable: 'the server could not be reached',
  retry: 'Try again',
};

export type PreviewStrings = typeof tr;
export const previewStrings: Readonly<Record<AdminLang, PreviewStrings>> = { tr, en };
