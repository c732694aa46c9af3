/** A unit's last change in every language: when and by whom, or a dash where the language lacks it. */
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages } from '../../../../i18n/routes';
import { fill, formatDateTime } from '../../strings';
import type { StudioStrings } from '../base/strings';
import type { LastChange } from './list-view';

interface Props {
  rows: readonly LastChange[];
  ui: AdminLang;
  texts: StudioStrings['list'];
}

export function LastChanges({ rows, ui, texts }: Props) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {languages.map((lang) => {
        const row = rows.find((candidate) => candidate.lang === lang);
        const change = row?.updatedAt
          ? fill(texts.changedBy, { date: formatDateTime(row.updatedAt, ui), by: row.updatedBy ?? '' })
          : texts.never;
        return (
          <div key={lang} className="flex gap-2">
            <dt className="font-semibold uppercase">{lang}</dt>
            <dd className="text-steel-700">{row ? change : '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
