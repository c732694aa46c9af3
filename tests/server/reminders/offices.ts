/** The two offices as the committed contact page gives them, for the reminders' tests: Turkish and English requests go to Ankara, German ones to Munich. */
import type { OpeningHours } from '../../../src/content/schemas';
import type { Lang } from '../../../src/i18n/routes';

const ankara: OpeningHours = {
  office: 'ankara',
  timeZone: 'Europe/Istanbul',
  holidays: 'TR',
  hours: [
    { from: 'mon', to: 'fri', opens: '08:30', closes: '18:00' },
    { from: 'sat', to: 'sat', opens: '09:00', closes: '13:00' },
  ],
};

const munich: OpeningHours = {
  office: 'munich',
  timeZone: 'Europe/Berlin',
  holidays: 'DE-BY-KATH',
  hours: [{ from: 'mon', to: 'fri', opens: '08:00', closes: '17:00' }],
};

export const officeOf = (lang: Lang) => (lang === 'de' ? munich : ankara);
