/**
 * The rich-text editor's own texts (its toolbar and link form) in the admin's languages: TR's
 * keys are every language's keys.
 */
import type { AdminLang } from '../../../../../../i18n/admin-languages';

const tr = {
  toolbar: 'Metin biçimi',
  bold: 'Kalın',
  italic: 'İtalik',
  underline: 'Altı çizili',
  heading: 'Başlık',
  bulletList: 'Madde işaretli liste',
  orderedList: 'Numaralı liste',
  blockquote: 'Alıntı',
  link: 'Bağlantı',
  undo: 'Geri al',
  redo: 'Yinele',
  linkAddress: 'Bağlantı adresi',
  linkHint: 'https://, http://, mailto: ya da tel: ile başlayan bir adres, bir e-posta adresi ya da sitede bir yol (/…).',
  linkInvalid: 'Bu adres bağlantı olamaz. https://, http://, mailto: ya da tel: ile başlayan bir adres yazın.',
  applyLink: 'Bağlantıyı uygula',
  removeLink: 'Bağlantıyı kaldır',
  cancel: 'Vazgeç',
  retry: 'yeniden dene',
};

/** The toolbar's and the link form's texts in the admin's languages (each has every key of TR's). */
export const richTextTexts: Record<AdminLang, RichTextTexts> = {
  tr,
  en: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    heading: 'Heading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Link',
    undo: 'Undo',
    redo: 'Redo',
    linkAddress: 'Link address',
    linkHint: 'An address starting with https://, http://, mailto: or tel:, an e-mail address or a path on the site (/…).',
    linkInvalid: 'This address cannot be a link. Enter one starting with https://, http://, mailto: or tel:.',
    applyLink: 'Apply link',
    removeLink: 'Remove link',
    cancel: 'Cancel',
    retry: 'try again',
  },
};

export type RichTextTexts = typeof tr;
