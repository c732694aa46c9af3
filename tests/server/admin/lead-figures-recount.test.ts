/**
 * The dashboard's figures equal a recount from the inbox's CSV: a few hundred requests over
 * several weeks, in every language (so both offices), answered by e-mail and by phone by several
 * staff members at generated times, in every status with lost reasons, some marked solved before
 * statuses (answered, no time) and some still waiting, all written through the store's own
 * methods; then the CSV is downloaded through the staff API and every figure of the staff API's
 * JSON is counted again from its rows alone, the business minutes with business-time; the
 * figures' own CSV download says the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIRST_ANSWER_TARGET_MINUTES, lostReasons, type RequestStatus } from '../../../src/admin-api/request-status';
import { getContent } from '../../../src/content/loader';
import { createContentService } from '../../../src/server/content/service';
import { KINDS_OF_WORK } from '../../../src/content/contact-fields';
import { adminApi, languages, routeKeys, type Lang } from '../../../src/i18n/routes';
import { addBusinessTime, businessMinutesBetween } from '../../../src/lib/business-time';
import type { LeadFiguresWithAnswers } from '../../../src/lib/first-answer-figures';
import { figureWindow } from '../../../src/lib/lead-figures';
import { contentProjects } from '../../../src/lib/project-catalog';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { seededRandom } from '../../../scripts/lib/seeded-random';
import { csvRecords } from '../../fixtures/csv-rows';
import { addStaff, client, contactRequest, STAFF, storeKinds, type TestStores } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

/** Wednesday 25 November 2026, noon in Istanbul. */
const NOW = new Date('2026-11-25T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REQUESTS = 240;
/** The studio's target, set away from the default: the figures measure against what editors set. */
const TARGET = DEFAULT_FIRST_ANSWER_TARGET_MINUTES - 30;

const COLLEAGUES = [
  STAFF,
  { email: 'mehmet@example.com', displayName: 'Mehmet Demir', password: 'ikinci parola 2026' },
  { email: 'anna@example.com', displayName: 'Anna Weber', password: 'dritte Passwort 2026' },
];

async function generate(stores: TestStores) {
  const random = seededRandom(59);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const projectIds = Object.keys(contentProjects.names());
  const officeOf = (lang: Lang) => contentProjects.requestOffice(lang);
  for (let i = 0; i < REQUESTS; i++) {
    // Over the last ten weeks, a few from before the year (counted as waiting only, whenever they arrived).
    const arrived = Math.round(NOW.getTime() - (i < 6 ? 400 * DAY : random() * 70 * DAY) - 60_000);
    const sentFrom = random() < 0.2 ? undefined : pick(routeKeys);
    const fields = {
      lang: pick(languages),
      ...(random() < 0.2 ? {} : { kindOfWork: pick(KINDS_OF_WORK) }),
      ...(sentFrom ? { sentFrom } : {}),
      ...(sentFrom === 'projectQuote' || random() < 0.1 ? { project: pick(projectIds) } : {}),
    };
    const plan = random();
    // Marked solved before statuses: answered, when and how unknown.
    const legacy = plan < 0.08 ? { solved: true, solvedDate: new Date(arrived + 3 * HOUR).toISOString() } : {};
    const entry = contactRequest(arrived, { ...fields, ...legacy });
    await stores.contactStore.save(entry);
    if (plan < 0.08 || plan > 0.9) continue; // left as saved: answered without a time, or waiting
    const by = pick(COLLEAGUES).email;
    // Answered within minutes to a few days, or set to a status without an answer first.
    // Some exactly at the target (within it), to hold the edge.
    const atTarget = plan < 0.16 ? addBusinessTime(new Date(arrived), TARGET, officeOf(fields.lang)!).getTime() : Infinity;
    const answeredAt = new Date(Math.min(atTarget, Math.round(arrived + random() ** 3 * 5 * DAY), NOW.getTime() - 1000));
    if (plan > 0.12)
      await stores.adminStore.recordFirstAnswer(entry.id, { by, at: answeredAt, channel: random() < 0.6 ? 'email' : 'phone', officeOf });
    const status = pick<RequestStatus>(['new', 'answered', 'quoteSent', 'won', 'lost', 'notAFit', 'won', 'lost']);
    if (status === 'new' || status === 'answered') continue;
    await stores.adminStore.setStatus(entry.id, { status, lostReason: status === 'lost' ? pick(lostReasons) : null }, by, answeredAt);
  }
}

/** Every figure again, from the CSV's rows alone. */
function recount(rows: readonly Record<string, string>[], names: Record<string, string>) {
  const window = figureWindow(NOW);
  const since = window.months[0]!.start;
  const until = window.months.at(-1)!.end;
  const at = (iso: string) => Date.parse(iso);
  const year = rows.filter((row) => at(row['createDate']!) >= at(since) && at(row['createDate']!) < at(until));
  const ending = (status: string) => (status === 'won' || status === 'lost' || status === 'notAFit' ? status : 'open');
  const outcomes = (group: readonly Record<string, string>[]) => {
    const counts = { won: 0, lost: 0, notAFit: 0, open: 0 };
    for (const row of group) counts[ending(row['status']!)]++;
    return counts;
  };
  /** The rows of each key `shown` (the figures' rows), then "not given": the rest. */
  const outcomesBy = (column: string, shown: readonly string[]) => [
    ...shown.filter((key) => key !== 'notGiven').map((key) => ({ key, ...outcomes(year.filter((row) => row[column] === key)) })),
    ...(shown.includes('notGiven') ? [{ key: 'notGiven', ...outcomes(year.filter((row) => !shown.includes(row[column]!))) }] : []),
  ];

  const office = (row: Record<string, string>) => contentProjects.requestOffice(row['lang'] as Lang)!;
  const measured = year
    .filter((row) => row['firstAnswerChannel'] === 'email' || row['firstAnswerChannel'] === 'phone')
    .map((row) => ({
      row,
      minutes: Math.floor(businessMinutesBetween(new Date(row['createDate']!), new Date(row['firstAnswerDate']!), office(row))),
    }));
  const times = (group: readonly { minutes: number }[]) => {
    const sorted = group.map(({ minutes }) => minutes).sort((a, b) => a - b);
    const withinTarget = sorted.filter((minutes) => minutes <= TARGET).length;
    return {
      answered: sorted.length,
      withinTarget,
      medianMinutes: sorted.length === 0 ? null : sorted[Math.ceil(sorted.length / 2) - 1]!,
      shareWithinTarget: sorted.length === 0 ? null : withinTarget / sorted.length,
    };
  };
  const waiting = rows.filter((row) => row['status'] === 'new');
  const overTarget = (group: readonly Record<string, string>[]) =>
    group.filter((row) => businessMinutesBetween(new Date(row['createDate']!), NOW, office(row)) > TARGET).length;
  const offices = [...new Set(languages.map((lang) => contentProjects.requestOffice(lang)!.office))];
  const staff = Object.keys(names)
    .map((email) => ({ key: email, name: names[email]!, ...times(measured.filter(({ row }) => row['firstAnswerBy'] === email)) }))
    .filter(({ answered }) => answered > 0)
    .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name));
  return {
    answeredAtTarget: measured.filter(({ minutes }) => minutes === TARGET).length,
    all: outcomes(year),
    outcomesBy,
    lostReasons: [...lostReasons, 'notGiven'].map((key) => ({
      key,
      count: year.filter((row) => row['status'] === 'lost' && (row['lostReason'] || 'notGiven') === key).length,
    })),
    firstAnswers: {
      targetMinutes: TARGET,
      year: times(measured),
      unmeasured: year.filter((row) => row['firstAnswerChannel'] === 'unknown').length,
      waiting: waiting.length,
      overTarget: overTarget(waiting),
      weeks: window.weeks.map(({ key, start, end }) => ({
        key,
        start,
        ...times(measured.filter(({ row }) => at(row['createDate']!) >= at(start) && at(row['createDate']!) < at(end))),
      })),
      offices: offices.map((key) => {
        const its = waiting.filter((row) => office(row).office === key);
        return {
          key,
          names: contentProjects.officeNames()[key],
          ...times(measured.filter(({ row }) => office(row).office === key)),
          waiting: its.length,
          overTarget: overTarget(its),
        };
      }),
      staff,
    },
  };
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the figures recounted from the CSV, with the ${kind}`, () => {
    it('equal the staff API’s figures, every one', { timeout: 180_000 }, async () => {
      const stores = makeStores();
      for (const colleague of COLLEAGUES) await addStaff(stores.adminStore, colleague);
      const content = createContentService(stores.contentStore, getContent);
      const settings = { lang: 'tr', key: 'requestReminders', item: null } as const;
      const stored = (await content.unit(settings))!;
      expect(
        await content.save(settings, { ...stored.data, firstAnswerTargetMinutes: TARGET }, stored.revision, STAFF.email, NOW),
      ).toMatchObject({
        kind: 'saved',
      });
      await generate(stores);
      const api = client(stores, { now: () => NOW, projects: contentProjects });
      expect((await api.signIn()).status).toBe(204);

      const figures = (await (await api.call('GET', adminApi.leadFigures)).json()) as LeadFiguresWithAnswers;
      const csv = await api.call('GET', adminApi.contactRequestsCsv);
      expect(csv.status).toBe(200);
      const rows = csvRecords(await csv.text());
      expect(rows).toHaveLength(REQUESTS);
      const names = Object.fromEntries(COLLEAGUES.map((colleague) => [colleague.email, colleague.displayName]));
      const expected = recount(rows, names);

      const keysOf = (shown: readonly { key: string }[]) => shown.map(({ key }) => key);
      const withoutCount = <T extends { count: number }>(shown: readonly T[]) =>
        shown.map(({ count: _count, names: _names, ...rest }: T & { names?: unknown }) => rest);
      const { outcomes } = figures;
      expect(outcomes.all).toEqual(expected.all);
      expect(withoutCount(outcomes.languages)).toEqual(expected.outcomesBy('lang', keysOf(outcomes.languages)));
      expect(withoutCount(outcomes.kindsOfWork)).toEqual(expected.outcomesBy('kindOfWork', keysOf(outcomes.kindsOfWork)));
      expect(withoutCount(outcomes.pagesSentFrom)).toEqual(expected.outcomesBy('sentFrom', keysOf(outcomes.pagesSentFrom)));
      expect(withoutCount(outcomes.projects)).toEqual(expected.outcomesBy('project', keysOf(outcomes.projects)));
      expect(figures.lostReasons).toEqual(expected.lostReasons);
      expect(figures.firstAnswers).toEqual(expected.firstAnswers);

      // The figures' CSV says the same, a row a figure.
      const figureRows = csvRecords(await (await api.call('GET', adminApi.leadFiguresCsv)).text());
      const valueOf = (figure: string, key = '') => figureRows.find((row) => row['figure'] === figure && row['key'] === key)?.['value'];
      const first = figures.firstAnswers;
      expect(valueOf('firstAnswerMedianMinutes')).toBe(String(first.year.medianMinutes));
      expect(valueOf('firstAnswersWithinTarget')).toBe(String(first.year.withinTarget));
      expect(valueOf('waitingOverTarget')).toBe(String(first.overTarget));
      for (const office of first.offices) expect(valueOf('office:firstAnswers', office.key)).toBe(String(office.answered));
      for (const member of first.staff) expect(valueOf('staff:firstAnswerMedianMinutes', member.key)).toBe(String(member.medianMinutes));
      for (const row of outcomes.kindsOfWork) expect(valueOf('kindOfWork:lost', row.key)).toBe(String(row.lost));
      for (const row of figures.lostReasons) expect(valueOf('lostReason', row.key)).toBe(String(row.count));

      // The generated set reaches what it is meant to: every ending, both offices, each colleague, waiting past the target.
      expect(Object.values(expected.all).every((count) => count > 0)).toBe(true);
      expect(expected.firstAnswers.offices.every(({ answered, waiting }) => answered > 0 && waiting > 0)).toBe(true);
      expect(expected.firstAnswers.staff).toHaveLength(COLLEAGUES.length);
      expect(expected.firstAnswers.overTarget).toBeGreaterThan(0);
      expect(expected.firstAnswers.year.withinTarget).toBeGreaterThan(0);
      expect(expected.answeredAtTarget).toBeGreaterThan(0);
      expect(expected.firstAnswers.year.withinTarget).toBeLessThan(expected.firstAnswers.year.answered);
      expect(expected.firstAnswers.unmeasured).toBeGreaterThan(0);
      expect(expected.lostReasons.filter(({ count }) => count > 0).length).toBeGreaterThan(2);
    });
  });
}
