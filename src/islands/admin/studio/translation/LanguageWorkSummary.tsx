/**
 * Per language, how many documents and items are missing, how many fields are out of date and
 * how many are empty where another language has them (language-work.ts counts them), and the filter that narrows the content list to what needs
 * work in one language.
 */
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import type { LanguageWork } from './language-work';
import { languageWorkStrings } from './language-work-strings';
import type { StudioStrings } from '../base/strings';

interface Props {
  work: Record<Lang, LanguageWork>;
  filter: Lang | null;
  onFilter: (lang: Lang | null) => void;
  /** With a filter on: how many documents and items need work in its language. */
  found: number;
  ui: AdminLang;
  strings: StudioStrings;
}

export function LanguageWorkSummary({ work, filter, onFilter, found, ui, strings }: Props) {
  const texts = languageWorkStrings[ui];
  const cell = 'px-2 py-2 text-end tabular-nums break-words';
  return (
    <section aria-labelledby="language-work-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200">
      <h2 id="language-work-heading" className="text-lg font-bold">
        {texts.workHeading}
      </h2>
      {/* Narrow enough for a phone: its headings wrap rather than the table scrolling. */}
      <div className="mt-2">
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-steel-200">
              <th scope="col" className="py-2 pe-3 text-start">
                {texts.workLanguage}
              </th>
              <th scope="col" className={cell}>
                {texts.workMissing}
              </th>
              <th scope="col" className={cell}>
                {texts.workOutdated}
              </th>
              <th scope="col" className={cell}>
                {texts.workEmpty}
              </th>
            </tr>
          </thead>
          <tbody>
            {languages.map((lang) => (
              <tr key={lang} className="border-b border-steel-200" data-language-work={lang}>
                <th scope="row" className="py-2 pe-3 text-start font-semibold">
                  {strings.languageNames[lang]}
                </th>
                <td className={cell} data-work-missing>
                  {work[lang].missingDocuments + work[lang].missingItems}
                </td>
                <td className={cell} data-work-outdated>
                  {work[lang].outdatedFields}
                </td>
                <td className={cell} data-work-empty>
                  {work[lang].emptyFields}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label htmlFor="content-filter" className="mt-4 block font-medium">
        {texts.filter}
      </label>
      <select
        id="content-filter"
        value={filter ?? ''}
        onChange={(event) => onFilter(event.target.value === '' ? null : (event.target.value as Lang))}
        className="mt-1 min-h-11 max-w-full rounded-md border border-steel-500 bg-white px-2"
        data-content-filter
      >
        <option value="">{texts.filterAll}</option>
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {fill(texts.filterLang, { lang: strings.languageNames[lang] })}
          </option>
        ))}
      </select>
      <p role="status" className="mt-2 text-sm font-medium" data-content-filtered>
        {filter &&
          (found === 0
            ? fill(texts.filterNone, { lang: strings.languageNames[filter] })
            : fill(texts.filtered, { lang: strings.languageNames[filter], count: found }))}
      </p>
    </section>
  );
}
