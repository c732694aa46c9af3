/**
 * When a request's reminders are due, computed in the business time of the office it went to:
 * step 1 (the staff list) once the first-answer target has passed since its arrival, step 2
 * (the manager) one business day after step 1 (business-time.ts's `oneBusinessDayAfter`). The
 * due times are stored (store/reminders.ts) with the basis they were computed on: the target,
 * whether a manager is named, and the office's hours. A pass schedules the waiting requests
 * that have no due times yet (new, or stored before reminders existed) and those whose basis
 * is no longer their language's; so a change of the target or of an office's hours moves the
 * due times of the requests still waiting, and of no other.
 */
import { createHash } from 'node:crypto';
import { languages, type Lang } from '../../i18n/routes';
import type { OpeningHours } from '../../content/schemas';
import { addBusinessTime, oneBusinessDayAfter } from '../../lib/business-time';
import type { ReminderStore, StepDue } from '../store/reminders';

export interface ReminderSettings {
  /** The first-answer target, in business minutes. */
  targetMinutes: number;
  /** Where the second reminder goes; none without one. */
  managerEmail: string | undefined;
}

/** The office whose hours count a language's requests' waiting (the project catalog's `requestOffice`). */
export type OfficeOf = (lang: Lang) => OpeningHours | undefined;

/** A request's steps from its arrival; both off where the content gives its office no hours. */
function dueTimes(arrival: Date, settings: ReminderSettings, office: OpeningHours | undefined): StepDue[] {
  if (!office)
    return [
      { step: 1, dueAt: null },
      { step: 2, dueAt: null },
    ];
  const first = addBusinessTime(arrival, settings.targetMinutes, office);
  return [
    { step: 1, dueAt: first.getTime() },
    { step: 2, dueAt: settings.managerEmail ? oneBusinessDayAfter(first, office).getTime() : null },
  ];
}

/** What due times were computed on, short: the manager's address itself moves no due time, whether there is one does. */
function basisOf(settings: ReminderSettings, office: OpeningHours | undefined): string {
  const facts = JSON.stringify([settings.targetMinutes, settings.managerEmail !== undefined, office ?? null]);
  return createHash('sha256').update(facts).digest('base64url').slice(0, 16);
}

/** Requests scheduled per read: a pass after a change of the hours reads the waiting ones a batch at a time. */
const BATCH = 100;

/** Stores the due times of every waiting request that needs them; how many it scheduled. */
export async function scheduleWaiting(store: ReminderStore, settings: ReminderSettings, officeOf: OfficeOf): Promise<number> {
  const offices = Object.fromEntries(languages.map((lang) => [lang, officeOf(lang)])) as Record<Lang, OpeningHours | undefined>;
  const basis = Object.fromEntries(languages.map((lang) => [lang, basisOf(settings, offices[lang])])) as Record<Lang, string>;
  const done = new Set<string>();
  for (;;) {
    // A request claimed meanwhile keeps a step on the old basis: read once, it is not read again.
    const batch = (await store.unscheduled(basis, BATCH + done.size)).filter((request) => !done.has(request.id));
    if (batch.length === 0) return done.size;
    for (const request of batch) {
      await store.schedule(request.id, dueTimes(new Date(request.createDate), settings, offices[request.lang]), basis[request.lang]);
      done.add(request.id);
    }
  }
}
