/**
 * The dashboard's figures from the leads (src/lib/lead-figures.ts), for staff with `inbox`:
 * four headline figures and small tables, each with its caption and header cells, that wrap
 * to one column on a phone; the weeks fold away, as 52 rows are a long read. Then the figures
 * that steer: how soon requests are first answered, and how they ended. A link downloads the
 * same figures as CSV. Numbers only: no chart library.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import type { AdminLang } from '../../i18n/admin-languages';
import { adminApi, locale } from '../../i18n/routes';
import { pageName, contentName } from './figure-names';
import { NOT_GIVEN } from '../../lib/lead-figures';
import type { LeadFiguresWithAnswers } from '../../lib/first-answer-figures';
import { FigureTable } from './FigureTable';
import { FirstAnswerFigureTables } from './FirstAnswerFigureTables';
import { OutcomeFigureTables } from './OutcomeFigureTables';
import { fetchLeadFigures } from './api';
import { LoadFailed } from './LoadFailed';
import { formatDuration, type RequestStrings } from './request-strings';
import { fill } from './strings';

interface Props {
  lang: AdminLang;
  strings: RequestStrings;
  handleError: (error: unknown) => boolean;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; figures: LeadFiguresWithAnswers };

export function LeadFigureTables({ lang, strings, handleError }: Props) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const texts = strings.leads;

  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    fetchLeadFigures().then(
      (figures) => current && setLoad({ kind: 'ready', figures }),
      (error: unknown) => current && !handleError(error) && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [handleError, attempt]);

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="lead-figures" className="text-xl font-bold text-navy-900">
        {texts.header}
      </h2>
      <a
        href={adminApi.leadFiguresCsv}
        download
        className="inline-flex min-h-11 items-center rounded-md bg-white px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100"
        data-lead-figures-csv
      >
        {texts.downloadCsv}
      </a>
    </div>
  );

  if (load.kind !== 'ready')
    return (
      <section aria-labelledby="lead-figures" className="mt-10" data-lead-figures>
        {heading}
        {load.kind === 'loading' ? (
          <p className="mt-4" role="status">
            {strings.loading}
          </p>
        ) : (
          <div className="mt-4">
            <LoadFailed message={texts.failed} retryLabel={strings.retry} onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        )}
      </section>
    );

  const { figures } = load;
  const { timeZone } = figures;
  const dateLocale = strings.dateLocale;
  const day = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone });
  const month = new Intl.DateTimeFormat(dateLocale, { month: 'long', year: 'numeric', timeZone });
  const lastDay = new Date(Date.parse(figures.until) - 1);
  const notGiven = <em>{texts.notGiven}</em>;
  const duration = (ms: number | null) => (ms === null ? texts.noneSolved : formatDuration(ms, lang));

  const figure = (label: string, value: ReactNode, key: string) => (
    <div key={key} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200" data-lead-figure={key}>
      <dt className="text-sm font-medium text-steel-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900">{value}</dd>
    </div>
  );

  return (
    <section aria-labelledby="lead-figures" className="mt-10" data-lead-figures>
      {heading}
      <p className="mt-2 text-steel-700">
        {fill(texts.period, { since: day.format(new Date(figures.since)), until: day.format(lastDay), timeZone })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figure(texts.total, figures.total, 'total')}
        {figure(texts.solved, figures.solved, 'solved')}
        {figure(texts.median, duration(figures.medianToSolvedMs), 'median')}
        {figure(texts.p90, duration(figures.p90ToSolvedMs), 'p90')}
      </dl>
      <div className="mt-6 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-4">
        <FigureTable
          id="months"
          caption={texts.byMonth}
          headers={[texts.month, texts.requests]}
          rows={figures.months.map(({ key, start, count }) => ({ key, label: month.format(new Date(start)), values: [count] }))}
        />
        <FigureTable
          id="languages"
          caption={texts.byLanguage}
          headers={[texts.language, texts.requests]}
          rows={figures.languages.map(({ key, count }) => ({ key, label: <span lang={key}>{locale(key).name}</span>, values: [count] }))}
        />
        <FigureTable
          id="kinds"
          caption={texts.byKind}
          headers={[texts.kind, texts.requests]}
          rows={figures.kindsOfWork.map(({ key, count }) => ({
            key,
            label: key === NOT_GIVEN ? notGiven : KIND_OF_WORK_NAMES[key][lang],
            values: [count],
          }))}
        />
        <FigureTable
          id="pages"
          caption={texts.byPage}
          headers={[texts.page, texts.requests]}
          rows={figures.pagesSentFrom.map(({ key, count }) => ({
            key,
            label: key === NOT_GIVEN ? notGiven : pageName(key, lang),
            values: [count],
          }))}
        />
      </div>
      <div className="mt-6 max-w-2xl">
        <FigureTable
          id="projects"
          caption={texts.byProject}
          headers={[texts.project, texts.requests]}
          rows={figures.projects.map(({ key, names, count }) => ({
            key,
            label: key === NOT_GIVEN || !names ? <em>{texts.noProject}</em> : contentName(names, lang),
            values: [count],
          }))}
        />
      </div>
      <details className="mt-6" data-lead-weeks>
        <summary className="cursor-pointer py-2.5 font-semibold text-navy-700 underline">{texts.byWeek}</summary>
        <div className="mt-3 max-w-md">
          <FigureTable
            id="weeks"
            caption={texts.byWeek}
            captionHidden
            headers={[texts.week, texts.weekStarts, texts.requests]}
            rows={figures.weeks.map(({ key, start, count }) => ({ key, label: key, values: [day.format(new Date(start)), count] }))}
          />
        </div>
      </details>
      <FirstAnswerFigureTables lang={lang} strings={strings} figures={figures.firstAnswers} figure={figure} />
      <OutcomeFigureTables lang={lang} strings={strings} figures={figures} figure={figure} />
    </section>
  );
}
