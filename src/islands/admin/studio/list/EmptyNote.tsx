/** With a filter on: how many of the unit's fields are empty in its language and filled in another. */
import { fill } from '../../strings';
import { languageWorkStrings } from '../translation/language-work-strings';
import type { ListView } from './list-view';

interface Props {
  view: ListView;
  docKey: string;
  item: string | null;
}

export function EmptyNote({ view: { work, filter, ui }, docKey, item }: Props) {
  const empty = work?.find((unit) => unit.key === docKey && unit.item === item)?.empty ?? 0;
  if (!filter || empty === 0) return null;
  return (
    <p className="text-sm font-semibold text-navy-950" data-empty-count={empty}>
      {fill(languageWorkStrings[ui].emptyCount, { lang: filter.toUpperCase(), count: empty })}
    </p>
  );
}
