/**
 * The dashboard's first-answer figures (src/lib/first-answer-figures.ts): the median and the
 * share answered within the target over the year, the requests still waiting and those past the
 * target, then per office, per staff member and, folded away as the weeks above, per week.
 */
import type { ReactNode } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import type { AnswerFigures, FirstAnswerFigures } from '../../lib/first-answer-figures';
import { FigureTable } from './FigureTable';
import { contentName } from './figure-names';
import { formatDuration, formatWait, type RequestStrings } from './request-strings';
import { steeringStrings } from './steering-strings';
import { fill } from './strings';

interface Props {
  lang: AdminLang;
  strings: RequestStrings;
  figures: FirstAnswerFigures;
  /** One headline figure, as the figures above draw theirs. */
  figure: (label: string, value: ReactNode, key: string) => ReactNode;
}

export function FirstAnswerFigureTables({ lang, strings, figures, figure }: Props) {
  const texts = steeringStrings[lang];
  const percent = new Intl.NumberFormat(strings.dateLocale, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(strings.dateLocale);
  const median = (row: AnswerFigures) => (row.medianMinutes === null ? '–' : formatWait(row.medianMinutes, strings));
  const share = (row: AnswerFigures) => (row.shareWithinTarget === null ? '–' : percent.format(row.shareWithinTarget));
  const { year } = figures;
  const headers = [texts.answered, texts.medianShort, texts.withinShort];

  return (
    <section aria-labelledby="first-answers" className="mt-8" data-first-answers>
      <h3 id="first-answers" className="text-lg font-bold text-navy-900">
        {texts.firstAnswers}
      </h3>
      <p className="mt-1 text-steel-700">
        {fill(texts.firstAnswersNote, { target: formatDuration(figures.targetMinutes * 60_000, lang) })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {figure(texts.median, year.medianMinutes === null ? texts.noAnswers : median(year), 'firstAnswerMedian')}
        {figure(
          texts.withinTarget,
          year.shareWithinTarget === null ? (
            texts.noAnswers
          ) : (
            <>
              {share(year)}
              <span className="block text-sm font-normal text-steel-700">
                {fill(texts.withinTargetOf, { share: share(year), answered: number.format(year.answered) })}
              </span>
            </>
          ),
          'withinTarget',
        )}
        {figure(
          texts.waiting,
          <>
            {number.format(figures.waiting)}
            <span className="block text-sm font-normal text-steel-700">
              {fill(texts.overTarget, { count: number.format(figures.overTarget) })}
            </span>
          </>,
          'waiting',
        )}
      </dl>
      {figures.unmeasured > 0 && (
        <p className="mt-3 text-sm text-steel-700" data-first-answers-unmeasured>
          {fill(texts.unmeasured, { count: number.format(figures.unmeasured) })}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <FigureTable
          id="firstAnswerOffices"
          caption={texts.byOffice}
          headers={[texts.office, ...headers, texts.waitingShort]}
          rows={figures.offices.map((row) => ({
            key: row.key,
            label: row.names ? contentName(row.names, lang) : row.key,
            values: [
              number.format(row.answered),
              median(row),
              share(row),
              fill(texts.waitingOver, { waiting: number.format(row.waiting), over: number.format(row.overTarget) }),
            ],
          }))}
        />
        <FigureTable
          id="firstAnswerStaff"
          caption={texts.byStaff}
          headers={[texts.staffMember, ...headers]}
          rows={figures.staff.map((row) => ({
            key: row.key,
            label: row.name,
            values: [number.format(row.answered), median(row), share(row)],
          }))}
        />
      </div>
      <details className="mt-6" data-first-answer-weeks>
        <summary className="cursor-pointer py-2.5 font-semibold text-navy-700 underline">{texts.byWeek}</summary>
        <div className="mt-3 max-w-xl">
          <FigureTable
            id="firstAnswerWeeks"
            caption={texts.byWeek}
            captionHidden
            headers={[texts.week, ...headers]}
            rows={figures.weeks.map((row) => ({
              key: row.key,
              label: row.key,
              values: [number.format(row.answered), median(row), share(row)],
            }))}
          />
        </div>
      </details>
    </section>
  );
}
