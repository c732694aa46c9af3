/**
 * The first answers' counts on both backends, against requests counted by hand: the business
 * minutes stored with each answer in its office's hours, medians of odd and even counts (the
 * lower middle), none answered, the share within the target, per week of arrival, office and
 * staff member, the answers without a time (marked solved before statuses), and the requests
 * still waiting, with those past the target.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ankaraWeekdays as ankara, munich } from '../../fixtures/offices';
import type { Lang } from '../../../src/i18n/routes';
import { figureWindow } from '../../../src/lib/lead-figures';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

/** Thursday 26 November 2026, 07:00 in Istanbul: the last week is 2026-W48, from Monday 23 November. */
const NOW = new Date('2026-11-26T04:00:00Z');
const officeOf = (lang: Lang) => (lang === 'de' ? munich : ankara);
const [S1, S2, S3] = ['s1@example.com', 's2@example.com', 's3@example.com'] as const;

/** Arrival, language, and the answer (when, by whom) where there is one. */
const ANSWERED = [
  // 2026-W48. a: 30 business minutes; b: 120; c: an hour on Tuesday and 15 minutes on Wednesday, 75; d in Munich: 20.
  { arrived: '2026-11-23T09:00:00+03:00', lang: 'tr', at: '2026-11-23T09:30:00+03:00', by: S1 },
  { arrived: '2026-11-23T10:00:00+03:00', lang: 'en', at: '2026-11-23T12:00:00+03:00', by: S2 },
  { arrived: '2026-11-24T17:00:00+03:00', lang: 'tr', at: '2026-11-25T08:45:00+03:00', by: S1 },
  { arrived: '2026-11-24T09:00:00+01:00', lang: 'de', at: '2026-11-24T09:20:00+01:00', by: S2 },
  // 2026-W47. e: 45.
  { arrived: '2026-11-17T10:00:00+03:00', lang: 'tr', at: '2026-11-17T10:45:00+03:00', by: S1 },
] as const;
const WAITING = [
  { arrived: '2026-11-25T08:00:00Z', lang: 'tr' },
  { arrived: '2026-11-26T03:00:00Z', lang: 'de' },
  { arrived: '2026-11-20T08:00:00Z', lang: 'en' },
] as const;
const SCOPE = {
  targetMinutes: 60,
  offices: [
    // Of the waiting: the English one arrived before, the Turkish one after.
    { office: 'ankara', langs: ['tr', 'en'] as Lang[], overdueBefore: '2026-11-25T06:00:00.000Z' },
    { office: 'munich', langs: ['de'] as Lang[], overdueBefore: '2026-11-25T00:00:00.000Z' },
  ],
  staff: [S1, S2, S3],
};

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`first answers' counts in the ${kind}`, () => {
    it('count the answers as counted by hand', async () => {
      const { contactStore, adminStore } = makeStores();
      const ids: string[] = [];
      for (const { arrived, lang, at, by } of ANSWERED) {
        const entry = contactRequest(Date.parse(arrived), { lang, createDate: arrived });
        await contactStore.save(entry);
        await adminStore.recordFirstAnswer(entry.id, { by, at: new Date(at), channel: 'email', officeOf });
        ids.push(entry.id);
      }
      // A second answer keeps the first one's time.
      await adminStore.recordFirstAnswer(ids[0]!, { by: S2, at: new Date('2026-11-25T12:00:00+03:00'), channel: 'phone', officeOf });
      for (const { arrived, lang } of WAITING) await contactStore.save(contactRequest(Date.parse(arrived), { lang }));
      // Marked solved before statuses (answered, when unknown), in 2026-W47: no time.
      await contactStore.save(contactRequest(Date.parse('2026-11-18T08:00:00Z'), { solved: true, solvedDate: '2026-11-18T10:00:00.000Z' }));

      const window = figureWindow(NOW);
      const counts = await adminStore.firstAnswerCounts(window, SCOPE);

      // 20 30 45 75 120: the third; within an hour, three.
      expect(counts.year).toEqual({ answered: 5, withinTarget: 3, medianMinutes: 45 });
      // 20 30 75 120: the lower middle. One only: itself.
      expect(counts.weeks.at(-1)).toEqual({ answered: 4, withinTarget: 2, medianMinutes: 30 });
      expect(counts.weeks.at(-2)).toEqual({ answered: 1, withinTarget: 1, medianMinutes: 45 });
      expect(counts.weeks.slice(0, -2).every((week) => week.answered === 0 && week.medianMinutes === null)).toBe(true);
      expect(counts.offices).toEqual({
        ankara: { answered: 4, withinTarget: 2, medianMinutes: 45, waiting: 2, overTarget: 1 },
        munich: { answered: 1, withinTarget: 1, medianMinutes: 20, waiting: 1, overTarget: 0 },
      });
      expect(counts.staff).toEqual({
        [S1]: { answered: 3, withinTarget: 2, medianMinutes: 45 },
        [S2]: { answered: 2, withinTarget: 1, medianMinutes: 20 },
        [S3]: { answered: 0, withinTarget: 0, medianMinutes: null },
      });
      expect(counts.unmeasured).toBe(1);

      // Everything within a longer target.
      const all = await adminStore.firstAnswerCounts(window, { ...SCOPE, targetMinutes: 120 });
      expect(all.year).toEqual({ answered: 5, withinTarget: 5, medianMinutes: 45 });
    });
  });
}
