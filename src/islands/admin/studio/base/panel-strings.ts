/**
 * Texts only the on-demand panels show (a history's revisions, the conflict screen), in the
 * admin's languages: they travel with those panels' code, not with every editor.
 */
import type { AdminLang } from '../../../../i18n/admin-languages';

const tr = {
  revisions: {
    revision: 'Sürüm {revision}',
    snapshot: 'Yayındaki ilk hâli',
    by: '{date}, {by}',
    changed: 'Değişen alanlar: {fields}',
    deletedHere: 'Bu sürümde silindi',
    compare: 'Şimdikiyle karşılaştır',
    restore: 'Bu sürümü geri yükle',
    current: 'Şimdiki',
    same: 'Bu sürüm şimdikiyle aynı.',
    compareKept: 'Silinmeden önceki hâliyle karşılaştır',
    kept: 'Silinmeden önce',
    sameKept: 'Bu sürüm, öğenin silinmeden önceki hâliyle aynı.',
    field: 'Alan',
    then: 'Sürüm {revision}',
  },
  conflict: {
    intro:
      '{lang} metnini {by} {date} tarihinde kaydetti (sürüm {revision}). Farklı olan her alan için hangisinin kalacağını seçin, sonra yeniden kaydedin.',
    field: 'Alan',
    yours: 'Sizinki',
    theirs: 'Onlarınki ({by})',
    keepYours: 'Benimkini tut',
    keepTheirs: 'Onlarınkini tut',
    empty: '(boş)',
    differencesMarked: 'İki sürüm arasında farklı olan sözcükler vurgulu ve altı çizili.',
    differenceStarts: 'Farklı kısım:',
    differenceEnds: '(farklı kısmın sonu)',
    apply: 'Seçimlerle yeniden kaydet',
  },
};

export const panelStrings: Record<AdminLang, typeof tr> = {
  tr,
  en: {
    revisions: {
      revision: 'Revision {revision}',
      snapshot: 'As first published',
      by: '{date}, {by}',
      changed: 'Fields changed: {fields}',
      deletedHere: 'Deleted in this revision',
      compare: 'Compare with the current one',
      restore: 'Restore this revision',
      current: 'Current',
      same: 'This revision is the same as the current one.',
      compareKept: 'Compare with the last version before deletion',
      kept: 'Before deletion',
      sameKept: 'This revision is the same as the last one before deletion.',
      field: 'Field',
      then: 'Revision {revision}',
    },
    conflict: {
      intro:
        '{by} saved the {lang} text on {date} (revision {revision}). For each field that differs, choose which one stays, then save again.',
      field: 'Field',
      yours: 'Yours',
      theirs: 'Theirs ({by})',
      keepYours: 'Keep mine',
      keepTheirs: 'Keep theirs',
      empty: '(empty)',
      differencesMarked: 'Words that differ between the two versions are highlighted and underlined.',
      differenceStarts: 'Differs:',
      differenceEnds: '(end of difference)',
      apply: 'Save again with these choices',
    },
  },
};
