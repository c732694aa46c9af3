/**
 * An item that exists in some languages only (saved before items were created in every
 * language at once): marked in the list, with a link to its editor, where the missing
 * language can be filled in; saving it there creates the item in that language.
 */
import type { MouseEvent } from 'react';
import { languages, type Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { editorHref, type EditorAddress } from '../unit/editor-address';
import type { StudioStrings } from '../base/strings';
import { rememberShowing } from './use-language-pair';

interface Props {
  present: readonly Lang[];
  address: EditorAddress;
  title: string;
  strings: StudioStrings;
  open: (event: MouseEvent<HTMLAnchorElement>, address: EditorAddress) => void;
}

export function MissingLanguages({ present, address, title, strings, open }: Props) {
  const missing = languages.filter((lang) => !present.includes(lang));
  if (missing.length === 0) return null;
  const names = (langs: readonly Lang[]) => langs.map((lang) => strings.languageNames[lang]).join(', ');
  const texts = strings.missingLanguage;
  return (
    <div className="flex flex-wrap items-center gap-x-3" data-missing-languages={missing.join(' ')}>
      <p className="text-sm font-semibold text-red-800">{fill(texts.onlyIn, { lang: names(present) })}</p>
      <a
        href={editorHref(address)}
        onClick={(event) => {
          // The editor opens with the (first) missing language in view.
          rememberShowing(missing[0]!);
          open(event, address);
        }}
        aria-label={fill(texts.completeLabel, { name: title, lang: names(missing) })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-navy-700 underline"
      >
        {fill(texts.complete, { lang: names(missing) })}
      </a>
    </div>
  );
}
