/**
 * The content list: every document the site reads and every item of its sub-collections, each
 * with its last change and who made it in every language, how many fields are out of date in
 * each language, and the items' order, changed here with move buttons (their order field): a
 * place up or down, or to any place in one step; an item missing in a language, and each
 * document's deleted items with Restore. Above them, per language, what is missing or out of
 * date, and a filter that narrows the list to that in one language (where moving is off: the
 * order is the whole list's).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import { documentKeys, type DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import { LoadFailed } from '../../LoadFailed';
import { fill } from '../../strings';
import { fetchOverview } from '../base/api';
import type { StudioStrings } from '../base/strings';
import { languageWork, needsWork, unitsNeedingWork, type LanguageWork } from '../translation/language-work';
import { LanguageWorkSummary } from '../translation/LanguageWorkSummary';
import { DocumentEntry } from './DocumentEntry';
import type { ListView } from './list-view';
import { moveItem } from './move-item';

interface Props {
  ui: AdminLang;
  strings: StudioStrings;
  retryLabel: string;
  heading: ReactNode;
  open: ListView['open'];
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entries: ContentOverviewEntry[] };

export function ContentList({ ui, strings, retryLabel, heading, open, announce, handleError }: Props) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [moving, setMoving] = useState(false);
  const [filter, setFilter] = useState<Lang | null>(null);
  const texts = strings.list;
  const readAgain = () => setAttempt((n) => n + 1);

  useEffect(() => {
    let current = true;
    fetchOverview().then(
      (entries) => current && setLoad({ kind: 'ready', entries }),
      (error: unknown) => current && !handleError(error) && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [handleError, attempt]);

  /** Moves an item (move-item.ts) and says how it went; the list is read again either way. */
  const move = async (key: DocumentKey, ids: readonly string[], from: number, to: number, name: string) => {
    if (moving) return;
    setMoving(true);
    try {
      const moved = await moveItem(key, ids, from, to);
      const far = Math.abs(from - to) > 1;
      announce(moved && far ? fill(strings.move.moved, { name, number: to + 1 }) : fill(moved ? texts.moved : texts.moveFailed, { name }));
    } catch (error) {
      if (!handleError(error)) setLoad({ kind: 'failed' });
    } finally {
      setMoving(false);
      readAgain();
    }
  };

  // With a filter on: the documents and items that need work in its language.
  const work = load.kind === 'ready' && filter ? unitsNeedingWork(load.entries, filter, documentKeys) : null;
  const view: ListView = { ui, strings, open, filter, work, moving, move: (...args) => void move(...args) };

  return (
    <section data-admin-screen="content">
      {heading}
      <p className="mt-2 max-w-prose text-steel-700">{texts.intro}</p>
      {load.kind === 'loading' && (
        <p className="mt-6" role="status">
          {strings.image.loading}
        </p>
      )}
      {load.kind === 'failed' && (
        <div className="mt-6">
          <LoadFailed message={texts.failed} retryLabel={retryLabel} onRetry={readAgain} />
        </div>
      )}
      {load.kind === 'ready' && (
        <LanguageWorkSummary
          work={
            Object.fromEntries(languages.map((lang) => [lang, languageWork(unitsNeedingWork(load.entries, lang, documentKeys))])) as Record<
              Lang,
              LanguageWork
            >
          }
          filter={filter}
          onFilter={setFilter}
          found={work?.length ?? 0}
          ui={ui}
          strings={strings}
        />
      )}
      {load.kind === 'ready' && (
        <ul className="mt-6 space-y-4" aria-busy={moving}>
          {documentKeys.map((key) =>
            work && !needsWork(work, key, null) ? null : (
              <DocumentEntry
                key={key}
                view={view}
                docKey={key}
                entries={load.entries}
                announce={announce}
                handleError={handleError}
                restored={readAgain}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
