/** How many fields are out of date in each language, for the content list (only languages with some). */
import { languages, type Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import type { StudioStrings } from '../base/strings';

interface Props {
  counts: Partial<Record<Lang, number>>;
  strings: StudioStrings;
}

export function OutdatedCounts({ counts, strings }: Props) {
  const texts = strings.outdated;
  const shown = languages.filter((lang) => (counts[lang] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-2">
      {shown.map((lang) => (
        <li key={lang} className="rounded bg-accent-400/30 px-2 py-0.5 text-sm font-semibold text-navy-950" data-outdated-count={lang}>
          {fill(counts[lang] === 1 ? texts.countOne : texts.count, { lang: lang.toUpperCase(), count: counts[lang]! })}
        </li>
      ))}
    </ul>
  );
}
