/**
 * The content list's texts on what needs work per language and its filter, in the admin's
 * languages (TR's keys are every language's): the list's code alone needs them, so they stay
 * out of the editor's first load.
 */
import type { AdminLang } from '../../../../i18n/admin-languages';

const tr = {
  workHeading: 'Dillere göre eksikler',
  workLanguage: 'Dil',
  workMissing: 'Eksik belge ve öğe',
  workOutdated: 'Güncel olmayan alan',
  workEmpty: 'Boş alan (başka dilde dolu)',
  emptyCount: '{lang}: {count} alan boş, başka dilde dolu',
  filter: 'Göster',
  filterAll: 'Hepsini',
  filterLang: '{lang} dilinde eksik ya da güncel olmayanları',
  filterNone: '{lang} dilinde eksik ya da güncel olmayan bir şey yok.',
  filtered: '{lang}: {count} belge ya da öğe iş bekliyor.',
  itemsNeedingWork: 'İş bekleyen öğeler ({count} / {total})',
};

export const languageWorkStrings: Readonly<Record<AdminLang, typeof tr>> = {
  tr,
  en: {
    workHeading: 'What is missing, per language',
    workLanguage: 'Language',
    workMissing: 'Documents and items missing',
    workOutdated: 'Fields out of date',
    workEmpty: 'Fields empty (filled in another language)',
    emptyCount: '{lang}: {count} fields empty, filled in another language',
    filter: 'Show',
    filterAll: 'Everything',
    filterLang: 'Missing or out of date in {lang}',
    filterNone: 'Nothing is missing or out of date in {lang}.',
    filtered: '{lang}: {count} documents or items need work.',
    itemsNeedingWork: 'Items needing work ({count} of {total})',
  },
};
