/**
 * The lead figures on both backends, against a seeded set of requests whose figures are
 * counted by hand below: periods at their edges in the company's time zone (a date stored
 * with its offset included), counts by language, kind of work and page with "not given",
 * the projects asked about (those the content has), the open requests, and the median and 90th percentile of the time to solved, with requests
 * won through the inbox (one of them reopened).
 */
import { languages } from '../../../src/i18n/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../src/content/contact-request-schemas';
import { figureWindow, leadFigures, type FigureWindow, type LeadCounts, type LeadFigures } from '../../../src/lib/lead-figures';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import { firestoreAdminStore } from '../../../src/server/store/firestore/admin-store';
import { fillSolvedAfter, SOLVED_AFTER_FIELD, UNREADABLE } from '../../../src/server/store/firestore/solved-after';
import { storedRequest } from '../fixtures/stored-request';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

/** Thursday 26 November 2026, 07:00 in Istanbul (UTC+3): the year is December 2025 to November 2026. */
const NOW = new Date('2026-11-26T04:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Seed = Partial<ContactRequest> & { createDate: string; wonAfter?: number };
/** A request that arrived at `createDate`, won (a final status: solved) `after` ms later when given. */
const seed = (createDate: string, fields: Omit<Seed, 'createDate'>, after?: number): Seed => ({
  createDate,
  ...fields,
  ...(after === undefined ? {} : { wonAfter: after }),
});
const WON = { status: 'won', lostReason: null } as const;

const SEEDS = {
  // Week 2026-W48 (from Monday 23 November, 00:00 in Istanbul), November.
  a: seed('2026-11-26T01:00:00.000Z', { lang: 'tr', kindOfWork: 'mediumVoltage', sentFrom: 'contact' }),
  b: seed('2026-11-22T21:00:00.000Z', { lang: 'en', kindOfWork: 'automation', sentFrom: 'projectDetail', project: 'p02' }, 2 * HOUR),
  // Sunday 23:59:59.999 in Istanbul: week 2026-W47.
  c: seed('2026-11-22T20:59:59.999Z', { lang: 'tr', sentFrom: 'home' }, DAY),
  // 1 November, 00:00 in Istanbul, stored with its offset: November, week 2026-W44.
  d: seed('2026-11-01T00:00:00.000+03:00', { lang: 'en', kindOfWork: 'other', sentFrom: 'contact' }, 3 * DAY),
  // A second earlier: October, the same week.
  e: seed('2026-10-31T20:59:59.000Z', { lang: 'tr', kindOfWork: 'lowVoltage' }),
  // The year's first day: December 2025, week 2025-W49.
  f: seed('2025-12-01T10:00:00.000Z', { lang: 'tr', kindOfWork: 'weakCurrent', sentFrom: 'about' }, 10 * DAY),
  // The last second before the year: counted as open only.
  g: seed('2025-11-30T20:59:59.000Z', { lang: 'tr', kindOfWork: 'construction', sentFrom: 'projectQuote', project: 'p01' }),
  // Week 2026-W25, June.
  // A project the content no longer has: counted with the requests that name none.
  h: seed('2026-06-15T12:00:00.000Z', { lang: 'tr', kindOfWork: 'mediumVoltage', sentFrom: 'contact', project: 'gone' }, 30 * MINUTE),
  i: seed('2026-06-16T12:00:00.000Z', { lang: 'en' }, 5 * HOUR),
  // Solved in the inbox 40 minutes after it arrived.
  j: seed('2026-11-25T08:00:00.000Z', { lang: 'tr', kindOfWork: 'automation', sentFrom: 'contact' }),
  // Solved in the inbox, then reopened: open, no time to solved.
  k: seed('2026-11-24T08:00:00.000Z', { lang: 'en', sentFrom: 'projectQuote', project: 'p01' }),
};

const week = (key: string, start: string, count: number) => ({ key, start, count });

/** The content's projects, as the staff API names them; p03 has no request. */
const PROJECTS = { p01: { tr: 'Trafo merkezi', en: 'Substation' }, p02: { en: 'Solar plant' }, p03: { tr: 'Hastane' } };
const figuresOf = async (admin: { leadCounts: (window: FigureWindow, projects: readonly string[]) => Promise<LeadCounts> }) => {
  const window = figureWindow(NOW);
  return leadFigures(window, await admin.leadCounts(window, Object.keys(PROJECTS)), PROJECTS);
};

/** Counted by hand from SEEDS. */
const EXPECTED: Omit<LeadFigures, 'weeks' | 'months' | 'outcomes' | 'lostReasons'> = {
  timeZone: 'Europe/Istanbul',
  since: '2025-11-30T21:00:00.000Z',
  until: '2026-11-30T21:00:00.000Z',
  total: 10,
  open: 4, // a, e, g, k
  languages: [
    { key: 'tr', count: 6 }, // a c e f h j
    { key: 'en', count: 4 }, // b d i k
    // Every other language of the locale table, with none.
    ...languages.filter((lang) => lang !== 'tr' && lang !== 'en').map((key) => ({ key, count: 0 })),
  ],
  kindsOfWork: [
    { key: 'mediumVoltage', count: 2 }, // a h
    { key: 'automation', count: 2 }, // b j
    { key: 'lowVoltage', count: 1 },
    { key: 'weakCurrent', count: 1 },
    { key: 'construction', count: 0 }, // g is before the year
    { key: 'other', count: 1 },
    { key: 'notGiven', count: 3 }, // c i k
  ],
  pagesSentFrom: [
    { key: 'contact', count: 4 }, // a d h j
    { key: 'home', count: 1 }, // c
    { key: 'about', count: 1 },
    { key: 'projectQuote', count: 1 }, // k
    { key: 'projectDetail', count: 1 },
    { key: 'notGiven', count: 2 }, // e i
  ],
  // By the projects the content has (PROJECTS), most first; g is before the year, h's project is gone.
  projects: [
    { key: 'p01', count: 1, names: { tr: 'Trafo merkezi', en: 'Substation' } }, // k
    { key: 'p02', count: 1, names: { en: 'Solar plant' } }, // b
    { key: 'notGiven', count: 8 },
  ],
  // h 30 min, j 40 min, b 2 h, i 5 h, c 1 day, d 3 days, f 10 days: the 4th and the 7th of 7.
  solved: 7,
  medianToSolvedMs: 5 * HOUR,
  p90ToSolvedMs: 10 * DAY,
};

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`lead figures in the ${kind}`, () => {
    it('counts the seeded requests as counted by hand', async () => {
      const stores = makeStores();
      const ids: Record<string, string> = {};
      for (const [name, { wonAfter, ...fields }] of Object.entries(SEEDS)) {
        const entry = contactRequest(Date.parse(fields.createDate), fields);
        ids[name] = entry.id;
        await stores.contactStore.save(entry);
        if (wonAfter !== undefined)
          await stores.adminStore.setStatus(entry.id, WON, 'staff@example.com', new Date(Date.parse(fields.createDate) + wonAfter));
      }
      await stores.adminStore.setStatus(ids['j']!, WON, 'staff@example.com', new Date(Date.parse(SEEDS.j.createDate) + 40 * MINUTE));
      await stores.adminStore.setStatus(ids['k']!, WON, 'staff@example.com', new Date(Date.parse(SEEDS.k.createDate) + HOUR));
      const reopened = { status: 'answered', lostReason: null } as const;
      await stores.adminStore.setStatus(ids['k']!, reopened, 'staff@example.com', new Date(Date.parse(SEEDS.k.createDate) + 2 * HOUR));

      const { weeks, months, outcomes, lostReasons, ...figures } = await figuresOf(stores.adminStore);

      expect(figures).toEqual(EXPECTED);
      // Won: b c d f h i j (k was reopened); none lost.
      expect(outcomes.all).toEqual({ won: 7, lost: 0, notAFit: 0, open: 3 });
      expect(outcomes.languages.slice(0, 2)).toEqual([
        { key: 'tr', count: 6, won: 4, lost: 0, notAFit: 0, open: 2 }, // won c f h j, open a e
        { key: 'en', count: 4, won: 3, lost: 0, notAFit: 0, open: 1 }, // won b d i, open k
      ]);
      expect(lostReasons.every(({ count }) => count === 0)).toBe(true);
      expect(weeks.filter(({ count }) => count > 0)).toEqual([
        week('2025-W49', '2025-11-30T21:00:00.000Z', 1), // f
        week('2026-W25', '2026-06-14T21:00:00.000Z', 2), // h i
        week('2026-W44', '2026-10-25T21:00:00.000Z', 2), // d e
        week('2026-W47', '2026-11-15T21:00:00.000Z', 1), // c
        week('2026-W48', '2026-11-22T21:00:00.000Z', 4), // a b j k
      ]);
      expect(weeks).toHaveLength(52);
      expect(months.map(({ key, count }) => `${key}: ${count}`)).toEqual([
        '2025-12: 1',
        '2026-01: 0',
        '2026-02: 0',
        '2026-03: 0',
        '2026-04: 0',
        '2026-05: 0',
        '2026-06: 2',
        '2026-07: 0',
        '2026-08: 0',
        '2026-09: 0',
        '2026-10: 1',
        '2026-11: 6',
      ]);
    });

    it('answers zeros and no times for a store without requests', async () => {
      const stores = makeStores();
      const figures = await figuresOf(stores.adminStore);
      expect(figures).toMatchObject({ total: 0, open: 0, solved: 0, medianToSolvedMs: null, p90ToSolvedMs: null });
      expect(figures.projects).toEqual([{ key: 'notGiven', count: 0 }]);
      expect(figures.kindsOfWork.at(-1)).toEqual({ key: 'notGiven', count: 0 });
      expect(figures.pagesSentFrom).toEqual([{ key: 'notGiven', count: 0 }]);
      expect(figures.weeks.every(({ count }) => count === 0)).toBe(true);
    });
  });
}

describe('requests Firestore holds from before the figures', () => {
  it('count once solved: the first figures give them their time to solved, and the next find nothing to do', async () => {
    const { db } = emulator.connect();
    const requests = db.collection(CONTACT_REQUESTS);
    const arrived = new Date('2026-11-02T08:00:00Z');
    // As the inbox stored them before: solved, with Timestamps, and no time to solved.
    const old = (id: string, solvedDate: unknown) =>
      requests
        .doc(id)
        .create({ ...storedRequest, createDate: Timestamp.fromDate(arrived), solved: true, solvedDate, solvedBy: 'staff@example.com' });
    await old('solved-in-two-hours', Timestamp.fromMillis(arrived.getTime() + 2 * HOUR));
    await old('solved-in-a-day', Timestamp.fromMillis(arrived.getTime() + DAY));
    await old('unreadable', 'not a date');

    const figures = await figuresOf(firestoreAdminStore(db));
    expect(figures).toMatchObject({ total: 3, solved: 2, medianToSolvedMs: 2 * HOUR, p90ToSolvedMs: DAY });
    const stored = async (id: string) => (await requests.doc(id).get()).get(SOLVED_AFTER_FIELD) as unknown;
    expect([await stored('solved-in-two-hours'), await stored('solved-in-a-day'), await stored('unreadable')]).toEqual([
      2 * HOUR,
      DAY,
      UNREADABLE,
    ]);
    expect(await fillSolvedAfter(requests)).toBe(0);
  });
});
