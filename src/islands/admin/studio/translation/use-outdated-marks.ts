/**
 * The editor's "out of date" marks: each language's marked fields (read again whenever a
 * language's saved revision changes, since a save sets and clears marks) and "Checked" on one.
 */
import { useCallback, useEffect, useState } from 'react';
import { languages, type Lang } from '../../../../i18n/routes';
import type { ContentOutdatedField } from '../../../../admin-api/contract';
import { fetchOutdated, markChecked, type StudioUnit } from '../base/api';

export type OutdatedByLang = Partial<Record<Lang, ContentOutdatedField[]>>;
export type CheckOutcome = 'cleared' | 'changed since' | 'failed';

/** `units` null: nothing to read (a new item). `revisions`: what the editor holds as saved, per language. */
export function useOutdatedMarks(units: Record<Lang, StudioUnit> | null, revisions: string, handleError: (error: unknown) => boolean) {
  const [marks, setMarks] = useState<OutdatedByLang>({});
  const [attempt, setAttempt] = useState(0);
  const unitsKey = units ? JSON.stringify(units) : '';

  useEffect(() => {
    if (!units) {
      setMarks({});
      return;
    }
    let current = true;
    Promise.all(languages.map(async (lang) => [lang, await fetchOutdated(units[lang])] as const)).then(
      (found) => current && setMarks(Object.fromEntries(found)),
      (error: unknown) => current && handleError(error),
    );
    return () => {
      current = false;
    };
    // The units are read by their value: a new object for the same units is no news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unitsKey, revisions, attempt, handleError]);

  const check = useCallback(
    async (lang: Lang, mark: ContentOutdatedField): Promise<CheckOutcome> => {
      if (!units) return 'failed';
      try {
        const result = await markChecked(units[lang], mark.field, mark.from as Lang, mark.revision);
        setAttempt((n) => n + 1);
        return result === 'changed since' ? 'changed since' : 'cleared';
      } catch (error) {
        handleError(error);
        return 'failed';
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unitsKey, handleError],
  );

  return { marks, check };
}
