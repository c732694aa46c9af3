/**
 * Which two languages the editor shows, one select per column above the columns (side by side on
 * a phone too, where the columns stack: the first is above); choosing the other column's
 * language swaps them.
 */
import type { ReactNode } from 'react';
import { languages, type Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { choose, type LanguagePair } from './language-pair';
import type { StudioStrings } from '../base/strings';

interface Props {
  pair: LanguagePair<Lang>;
  onChange: (pair: LanguagePair<Lang>) => void;
  strings: StudioStrings;
  /** What follows a column's select (the item is missing in that language, say). */
  note: (lang: Lang) => ReactNode;
}

export function LanguagePairChooser({ pair, onChange, strings, note }: Props) {
  const texts = strings.editor;
  return (
    <fieldset data-language-pair={pair.join(' ')}>
      <legend className="sr-only">{texts.languagesShown}</legend>
      <div className="grid grid-cols-2 gap-3 md:gap-6">
        {([0, 1] as const).map((column) => (
          <div key={column} className="border-b-2 border-navy-900 pb-2">
            <label htmlFor={`studio-column-${column}`} className="block text-sm font-medium text-steel-700">
              {fill(texts.column, { number: column + 1 })}
            </label>
            <div className="flex flex-wrap items-center gap-x-3">
              <select
                id={`studio-column-${column}`}
                value={pair[column]}
                onChange={(event) => onChange(choose(pair, column, event.target.value as Lang))}
                className="mt-1 min-h-11 rounded-md border border-steel-500 bg-white px-2 font-bold"
                data-language-column={column}
              >
                {languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {strings.languageNames[lang]}
                  </option>
                ))}
              </select>
              {note(pair[column])}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
