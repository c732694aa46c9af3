/**
 * What the inbox says of where a request stands (admin-api/request-status.ts): its statuses,
 * why it was lost, how it was first answered, and the card's controls, in each admin language.
 * Kept beside request-strings.ts, which the card reads with them.
 */
import type { AdminLang } from '../../i18n/admin-languages';
import type { AnswerChannel, LostReason, RequestStatus } from '../../admin-api/request-status';

const tr = {
  state: 'Durum',
  statuses: {
    new: 'Yeni',
    answered: 'Yanıtlandı',
    quoteSent: 'Teklif gönderildi',
    won: 'Kazanıldı',
    lost: 'Kaybedildi',
    notAFit: 'Bizim işimiz değil',
  } satisfies Record<RequestStatus, string>,
  lostReason: 'Kaybedilme nedeni',
  lostReasons: {
    price: 'Fiyat',
    timing: 'Zamanlama',
    otherFirm: 'Başka bir firmayı seçti',
    noReply: 'Yanıt vermedi',
    other: 'Başka bir neden',
  } satisfies Record<LostReason, string>,
  chooseReason: 'Bir neden seçin',
  setStatus: 'Durumu kaydet',
  answeredByPhone: 'Telefonla yanıtlandı olarak işaretle',
  statusSet: '“{subject}”: {status}.',
  answerRecorded: '“{subject}” telefonla yanıtlandı olarak kaydedildi.',
  firstAnswer: 'İlk yanıt',
  firstAnswerOn: '{date}, {channel}',
  firstAnswerOnBy: '{date}, {by}, {channel}',
  channels: { email: 'e-postayla', phone: 'telefonla', unknown: 'nasıl olduğu kayıtlı değil' } satisfies Record<AnswerChannel, string>,
  closedOn: 'Kapandı: {date}, {by}',
};

type StatusStrings = typeof tr;

const en: StatusStrings = {
  state: 'Status',
  statuses: {
    new: 'New',
    answered: 'Answered',
    quoteSent: 'Quote sent',
    won: 'Won',
    lost: 'Lost',
    notAFit: 'Not a fit',
  },
  lostReason: 'Why it was lost',
  lostReasons: {
    price: 'Price',
    timing: 'Timing',
    otherFirm: 'Chose another firm',
    noReply: 'No reply',
    other: 'Other',
  },
  chooseReason: 'Choose a reason',
  setStatus: 'Save status',
  answeredByPhone: 'Mark answered by phone',
  statusSet: '“{subject}”: {status}.',
  answerRecorded: '“{subject}” recorded as answered by phone.',
  firstAnswer: 'First answer',
  firstAnswerOn: '{date}, {channel}',
  firstAnswerOnBy: '{date} by {by}, {channel}',
  channels: { email: 'by e-mail', phone: 'by phone', unknown: 'how was not recorded' },
  closedOn: 'Closed on {date} by {by}',
};

export const statusStrings: Readonly<Record<AdminLang, StatusStrings>> = { tr, en };
