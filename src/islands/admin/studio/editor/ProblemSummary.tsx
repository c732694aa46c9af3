/**
 * After a refused save, every problem in one list, each leading to its field: some (the whole
 * document, a list as a whole) have no control of their own, and are named without a link.
 */
import { flushSync } from 'react-dom';
import type { MouseEvent } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import { isSharedPath } from '../../../../content/shared-fields';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import { showing, type LanguagePair } from '../translation/language-pair';
import type { StudioStrings } from '../base/strings';
import { controlId, parseFieldPath, pathLabel } from '../unit/unit-data';

interface Props {
  fields: readonly FieldDescription[];
  /** Each language's problems by field, as the form shows them. */
  problems: Record<Lang, ReadonlyMap<string, string>>;
  sharedIn: Lang;
  pair: LanguagePair<Lang>;
  setPair: (pair: LanguagePair<Lang>) => void;
  ui: AdminLang;
  strings: StudioStrings;
}

export function ProblemSummary({ fields, problems, sharedIn, pair, setPair, ui, strings }: Props) {
  const texts = strings.editor;
  const listed = languages.flatMap((lang) =>
    [...problems[lang]].flatMap(([field, message]) => {
      const path = field === '(document)' ? [] : parseFieldPath(field);
      // A shared field is one control, in the first shown column: its problem is said there once.
      if (lang !== sharedIn && isSharedPath(fields, path)) return [];
      return {
        key: `${lang}:${field}`,
        lang,
        label: path.length ? pathLabel(fields, path, ui) : texts.wholeDocument,
        message,
        target: path.length ? controlId(fields, `field-${lang}`, path) : null,
      };
    }),
  );
  if (listed.length === 0) return null;
  const focusControl = (event: MouseEvent<HTMLAnchorElement>, id: string, lang: Lang) => {
    // Not a fragment navigation: the outlet would read it as leaving the editor.
    event.preventDefault();
    // A problem in a language not shown: its column comes into view first.
    if (!pair.includes(lang)) flushSync(() => setPair(showing(pair, lang)));
    document.getElementById(id)?.focus();
  };
  return (
    <div className="mb-6 rounded-md border-s-4 border-red-700 bg-white p-4" data-problem-summary>
      <h2 className="font-bold text-red-800">{texts.invalid}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {listed.map((problem) => (
          <li key={problem.key}>
            {problem.target ? (
              <a
                href={`#${problem.target}`}
                onClick={(event) => focusControl(event, problem.target!, problem.lang)}
                className="text-navy-700 underline"
              >
                {problem.label} ({problem.lang.toUpperCase()})
              </a>
            ) : (
              <span className="font-medium">
                {problem.label} ({problem.lang.toUpperCase()})
              </span>
            )}
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
