/**
 * The figures from the leads in the staff API, for accounts with `inbox` (even a count of
 * contact requests is theirs): JSON for the dashboard, CSV for a spreadsheet. The store
 * computes them for the year that ends with the current month (src/lib/lead-figures.ts).
 */
import { figureWindow, leadFigures } from '../../lib/lead-figures';
import { firstAnswerFigures, officeScopes, type FirstAnswerScope, type LeadFiguresWithAnswers } from '../../lib/first-answer-figures';
import { reminderSettings } from '../reminders/settings';
import type { ContentService } from '../content/service';
import { adminApi, languages } from '../../i18n/routes';
import { json } from '../http/json';
import type { Route } from '../http/router';
import type { AdminStore } from '../store/admin';
import type { AdminCall } from './call';
import type { ProjectCatalog } from '../../lib/project-catalog';
import { leadFiguresCsv } from './lead-figures-csv';

/**
 * The figures of the year; per project, the projects of the build being served (`projects`), per
 * office, the office each language's requests go to in it; per staff member, the accounts. The
 * first answers are measured against the target the studio sets now, the one the reminders keep.
 */
async function figuresAt(
  store: AdminStore,
  now: Date,
  projects: ProjectCatalog | undefined,
  content: Pick<ContentService, 'document'>,
): Promise<LeadFiguresWithAnswers> {
  const window = figureWindow(now);
  const names = projects?.names() ?? {};
  const { targetMinutes } = await reminderSettings(content);
  const users = await store.listUsers();
  const scope: FirstAnswerScope = {
    targetMinutes,
    offices: projects ? officeScopes((lang) => projects.requestOffice(lang), languages, now, targetMinutes) : [],
    staff: users.map((user) => user.email),
  };
  const [counts, answers] = await Promise.all([store.leadCounts(window, Object.keys(names)), store.firstAnswerCounts(window, scope)]);
  const staffNames = Object.fromEntries(users.map((user) => [user.email, user.displayName]));
  return {
    ...leadFigures(window, counts, names),
    firstAnswers: firstAnswerFigures(window, scope, answers, staffNames, projects?.officeNames()),
  };
}

function figures({ store, deps, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => json(200, await figuresAt(store, now, deps.projects, deps.content)), 'inbox');
}

function figuresCsv({ store, deps, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    const body = leadFiguresCsv(await figuresAt(store, now, deps.projects, deps.content));
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="lead-figures-${now.toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  }, 'inbox');
}

export const leadFigureEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.leadFigures, methods: { GET: figures } },
  { path: adminApi.leadFiguresCsv, methods: { GET: figuresCsv } },
];
