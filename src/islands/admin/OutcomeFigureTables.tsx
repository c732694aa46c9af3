/**
 * The dashboard's figures of how the year's requests ended (src/lib/lead-outcomes.ts): won,
 * lost, not a fit and still open in all, then per kind of work, page, project and language
 * (which pages and projects bring work), and why the lost ones were lost.
 */
import type { ReactNode } from 'react';
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import type { AdminLang } from '../../i18n/admin-languages';
import { locale } from '../../i18n/routes';
import { NOT_GIVEN, type LeadFigures } from '../../lib/lead-figures';
import type { Outcomes } from '../../lib/lead-outcomes';
import { FigureTable } from './FigureTable';
import { pageName, contentName } from './figure-names';
import type { RequestStrings } from './request-strings';
import { statusStrings } from './status-strings';
import { steeringStrings } from './steering-strings';

interface Props {
  lang: AdminLang;
  strings: RequestStrings;
  figures: Pick<LeadFigures, 'outcomes' | 'lostReasons'>;
  figure: (label: string, value: ReactNode, key: string) => ReactNode;
}

export function OutcomeFigureTables({ lang, strings, figures, figure }: Props) {
  const texts = steeringStrings[lang];
  const statuses = statusStrings[lang];
  const number = new Intl.NumberFormat(strings.dateLocale);
  const notGiven = <em>{strings.leads.notGiven}</em>;
  const headers = [statuses.statuses.won, statuses.statuses.lost, statuses.statuses.notAFit, texts.open];
  const values = (row: Outcomes) => [row.won, row.lost, row.notAFit, row.open].map((count) => number.format(count));
  const { outcomes } = figures;

  return (
    <section aria-labelledby="outcomes" className="mt-8" data-outcomes>
      <h3 id="outcomes" className="text-lg font-bold text-navy-900">
        {texts.outcomes}
      </h3>
      <p className="mt-1 text-steel-700">{texts.outcomesNote}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figure(statuses.statuses.won, number.format(outcomes.all.won), 'won')}
        {figure(statuses.statuses.lost, number.format(outcomes.all.lost), 'lost')}
        {figure(statuses.statuses.notAFit, number.format(outcomes.all.notAFit), 'notAFit')}
        {figure(texts.open, number.format(outcomes.all.open), 'stillOpen')}
      </dl>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <FigureTable
          id="outcomeKinds"
          caption={texts.outcomeByKind}
          headers={[strings.leads.kind, ...headers]}
          rows={outcomes.kindsOfWork.map((row) => ({
            key: row.key,
            label: row.key === NOT_GIVEN ? notGiven : KIND_OF_WORK_NAMES[row.key][lang],
            values: values(row),
          }))}
        />
        <FigureTable
          id="outcomePages"
          caption={texts.outcomeByPage}
          headers={[strings.leads.page, ...headers]}
          rows={outcomes.pagesSentFrom.map((row) => ({
            key: row.key,
            label: row.key === NOT_GIVEN ? notGiven : pageName(row.key, lang),
            values: values(row),
          }))}
        />
        <FigureTable
          id="outcomeProjects"
          caption={texts.outcomeByProject}
          headers={[strings.leads.project, ...headers]}
          rows={outcomes.projects.map((row) => ({
            key: row.key,
            label: row.key === NOT_GIVEN || !row.names ? <em>{strings.leads.noProject}</em> : contentName(row.names, lang),
            values: values(row),
          }))}
        />
        <FigureTable
          id="outcomeLanguages"
          caption={texts.outcomeByLanguage}
          headers={[strings.leads.language, ...headers]}
          rows={outcomes.languages.map((row) => ({
            key: row.key,
            label: <span lang={row.key}>{locale(row.key).name}</span>,
            values: values(row),
          }))}
        />
        <FigureTable
          id="lostReasons"
          caption={texts.lostReasons}
          headers={[texts.reason, texts.count]}
          rows={figures.lostReasons.map(({ key, count }) => ({
            key,
            label: key === NOT_GIVEN ? notGiven : statuses.lostReasons[key],
            values: [number.format(count)],
          }))}
        />
      </div>
    </section>
  );
}
