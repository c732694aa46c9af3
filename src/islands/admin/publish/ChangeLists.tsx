/** What a run's export changed: the documents (as the studio names them) and the pages it touches. */
import type { ReactNode } from 'react';
import type { AdminLang } from '../../../i18n/admin-languages';
import type { PublishChangeKind, PublishChanges } from '../../../admin-api/contract';
import { studioStrings } from '../studio/base/strings';
import { fill } from '../strings';
import { changedPages } from './publish-state';
import type { PublishStrings } from './strings';

function ChangeKind({ kind, texts }: { kind: PublishChangeKind; texts: PublishStrings }) {
  return <span className="text-steel-700">({texts[kind]})</span>;
}

interface DocumentProps {
  ui: AdminLang;
  texts: PublishStrings;
  changes: PublishChanges['documents'];
}

/** Each document as the studio names it, in the admin's language, with its items that changed. */
export function DocumentChanges({ ui, texts, changes }: DocumentProps) {
  if (changes.length === 0) return null;
  return (
    <div data-changed-documents>
      <h3 className="font-semibold">{texts.documents}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {changes.map((change) => (
          <li key={`${change.lang}:${change.key}`}>
            {studioStrings[ui].documents[change.key]} ({change.lang.toUpperCase()}) <ChangeKind kind={change.kind} texts={texts} />
            {change.items.length > 0 && (
              <ul className="ms-4 list-disc ps-4">
                {change.items.map((item) => (
                  <li key={item.id}>
                    {item.label} <ChangeKind kind={item.kind} texts={texts} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PageProps {
  texts: PublishStrings;
  changes: PublishChanges['pages'];
  /** A page's way into the preview. */
  link: (page: string) => ReactNode;
}

/** Pages whose main content changed, each a way into the preview; those whose shared frame alone changed, folded away. */
export function PageChanges({ texts, changes, link }: PageProps) {
  const entries = changedPages(changes);
  if (entries.length === 0 && changes.frameOnly.length === 0) return null;
  return (
    <div data-changed-pages>
      <h3 className="font-semibold">{texts.pages}</h3>
      {entries.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm">
          {entries.map(({ kind, page }) => (
            <li key={`${kind}:${page}`}>
              {kind === 'removed' ? <span className="font-mono">{page}</span> : link(page)} <ChangeKind kind={kind} texts={texts} />
            </li>
          ))}
        </ul>
      )}
      {changes.frameOnly.length > 0 && (
        <details className="mt-2 text-sm" data-frame-only>
          <summary className="min-h-11 cursor-pointer content-center">{fill(texts.frameOnly, { count: changes.frameOnly.length })}</summary>
          <ul className="mt-1 space-y-1">
            {changes.frameOnly.map((page) => (
              <li key={page}>{link(page)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
