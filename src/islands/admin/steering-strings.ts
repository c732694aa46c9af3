/**
 * The texts of the dashboard's figures that steer (how soon requests are first answered, how
 * they ended), in each admin language. Kept beside request-strings.ts, whose figures they follow.
 */
import type { AdminLang } from '../../i18n/admin-languages';

const tr = {
  firstAnswers: 'İlk yanıta kadar geçen süre',
  firstAnswersNote:
    'İş saatiyle sayılır: talebin gittiği ofisin (iletişim sayfasında o dilde ilk sıradaki ofis) çalışma saatleri içinde, resmî tatiller hariç. Hedef: {target}.',
  median: 'Ortanca süre',
  withinTarget: 'Hedef içinde yanıtlanan',
  withinTargetOf: '{answered} yanıttan {share}',
  waiting: 'Hâlâ yanıt bekleyen',
  overTarget: 'bunlardan hedefi aşan: {count}',
  unmeasured:
    'Süre kaydı olmadan yanıtlananlar (süreler kaydedilmeden önce çözüldü olarak işaretlenenler): {count}. Ortancaya ve paya katılmaz.',
  noAnswers: 'Henüz yok',
  byOffice: 'Ofise göre ilk yanıt',
  office: 'Ofis',
  byStaff: 'Yanıtlayana göre ilk yanıt',
  staffMember: 'Yanıtlayan',
  byWeek: 'Haftalara göre ilk yanıt (talebin geldiği hafta)',
  week: 'Hafta',
  answered: 'Yanıt',
  medianShort: 'Ortanca',
  withinShort: 'Hedefte',
  waitingShort: 'Bekleyen',
  waitingOver: '{waiting} ({over}\u00a0aşan)',
  outcomes: 'Talepler nasıl sonuçlandı',
  outcomesNote: 'Son 12 ayda gelen talepler; açık: henüz kazanılmadı, kaybedilmedi ya da “bizim işimiz değil” denmedi.',
  open: 'Açık',
  outcomeByKind: 'İş türüne göre sonuç',
  outcomeByPage: 'Gönderildiği sayfaya göre sonuç',
  outcomeByProject: 'Projeye göre sonuç',
  outcomeByLanguage: 'Dile göre sonuç',
  lostReasons: 'Kaybedilme nedenleri',
  reason: 'Neden',
  count: 'Talep',
};

type SteeringStrings = typeof tr;

const en: SteeringStrings = {
  firstAnswers: 'Time to the first answer',
  firstAnswersNote:
    'Counted in business hours: within the opening hours of the office the request went to (the first office of the contact page in its language), its public holidays left out. Target: {target}.',
  median: 'Median time',
  withinTarget: 'Answered within the target',
  withinTargetOf: '{share} of {answered} answers',
  waiting: 'Still waiting for an answer',
  overTarget: 'of these past the target: {count}',
  unmeasured: 'Answered without a recorded time (marked solved before times were recorded): {count}. Not in the median or the share.',
  noAnswers: 'None yet',
  byOffice: 'First answer by office',
  office: 'Office',
  byStaff: 'First answer by staff member',
  staffMember: 'Answered by',
  byWeek: 'First answer by week (the week the request arrived)',
  week: 'Week',
  answered: 'Answers',
  medianShort: 'Median',
  withinShort: 'In target',
  waitingShort: 'Waiting',
  waitingOver: '{waiting} ({over}\u00a0past)',
  outcomes: 'How requests ended',
  outcomesNote: 'Requests of the last 12 months; open: not yet won, lost or found not a fit.',
  open: 'Open',
  outcomeByKind: 'Outcome by kind of work',
  outcomeByPage: 'Outcome by page sent from',
  outcomeByProject: 'Outcome by project',
  outcomeByLanguage: 'Outcome by language',
  lostReasons: 'Why requests were lost',
  reason: 'Reason',
  count: 'Requests',
};

export const steeringStrings: Readonly<Record<AdminLang, SteeringStrings>> = { tr, en };
