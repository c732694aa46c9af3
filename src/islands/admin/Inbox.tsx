/**
 * Child 'i' (SPEC §2): keeps 'contact works!' as its heading and lists the contact requests, 20
 * a page, by view (waiting for an answer, in progress, closed, all; admin-api/request-status.ts)
 * chosen in a native radio group that says how many each holds. The views of work still to do
 * come oldest first, the others newest first (the server's order).
 */
import { LoadFailed } from './LoadFailed';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { adminApi } from '../../i18n/routes';
import { fetchContactRequests, statusFilters, type InboxItem, type InboxPageAnswer, type StatusFilter } from './api';
import { stageOf, statusFilterOf } from '../../admin-api/request-status';
import { RequestCard } from './RequestCard';
import type { AdminLang } from '../../i18n/admin-languages';
import { erasedText, requestStrings } from './request-strings';
import { fill } from './strings';

interface Props {
  lang: AdminLang;
  heading: ReactNode;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

type List = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: InboxItem[]; next: string | null; loadingMore: boolean };
type Counts = InboxPageAnswer['counts'];

/** The view the address names (`?status=`, the staff API's own parameter and its older values), else the requests waiting. */
const shownView = (): StatusFilter => statusFilterOf(new URLSearchParams(window.location.search).get('status') ?? '') ?? 'waiting';

/**
 * The view chosen is kept in the address, in place (no step for Back): a reload, or a link
 * passed to a colleague, opens the same view.
 */
function showView(filter: StatusFilter) {
  const url = new URL(window.location.href);
  url.searchParams.set('status', filter);
  window.history.replaceState(window.history.state, '', url);
}

/** The views' counts once `before` became `after`: one request moved from one view to another. */
function moved(counts: Counts, before: InboxItem, after: InboxItem): Counts {
  const from = stageOf(before.status);
  const to = stageOf(after.status);
  return from === to ? counts : { ...counts, [from]: counts[from] - 1, [to]: counts[to] + 1 };
}

export function Inbox({ lang, heading, announce, handleError }: Props) {
  const strings = requestStrings[lang];
  const [filter, setFilter] = useState<StatusFilter>(shownView);
  const [list, setList] = useState<List>({ kind: 'loading' });
  const [counts, setCounts] = useState<Counts | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The first card a 'load more' added takes focus: the button may be gone once the last page is in.
  const [focusId, setFocusId] = useState<string | null>(null);
  // Answers to an earlier filter must not land in the list of a later one.
  const generation = useRef(0);
  const filterName = useId();
  const texts = strings.inbox;
  // Where focus goes once an erasure took away the card (and the button) it was on.
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mine = ++generation.current;
    setList({ kind: 'loading' });
    setFocusId(null);
    fetchContactRequests(filter).then(
      (page) => {
        if (mine !== generation.current) return;
        setList({ kind: 'ready', items: page.items, next: page.next, loadingMore: false });
        setCounts(page.counts);
      },
      (error: unknown) => mine === generation.current && !handleError(error) && setList({ kind: 'failed' }),
    );
  }, [filter, attempt, handleError]);

  const loadMore = async () => {
    if (list.kind !== 'ready' || list.next === null || list.loadingMore) return;
    const mine = generation.current;
    setList({ ...list, loadingMore: true });
    try {
      const page = await fetchContactRequests(filter, list.next);
      if (mine !== generation.current) return;
      const items = [...list.items, ...page.items.filter((item) => !list.items.some((shown) => shown.id === item.id))];
      setList({ kind: 'ready', items, next: page.next, loadingMore: false });
      setCounts(page.counts);
      setFocusId(items[list.items.length]?.id ?? null);
      announce(fill(texts.loaded, { count: items.length }));
    } catch (error) {
      if (mine !== generation.current || handleError(error)) return;
      setList({ ...list, loadingMore: false });
      announce(texts.failed);
    }
  };

  // A changed request stays where it is shown (staff see what they did) until the list is loaded
  // again; an answer that carries no replies (a status change) keeps those the card lists.
  const replace = useCallback((updated: InboxItem, before: InboxItem) => {
    setCounts((shown) => shown && moved(shown, before, updated));
    setList((current) =>
      current.kind === 'ready'
        ? {
            ...current,
            items: current.items.map((item) =>
              item.id === updated.id ? { ...updated, replies: updated.replies ?? item.replies ?? [] } : item,
            ),
          }
        : current,
    );
  }, []);

  // The erased requests may be on any page loaded so far: the list starts again from the first.
  const erased = useCallback(
    (count: number) => {
      setAttempt((n) => n + 1);
      results.current?.focus();
      announce(erasedText(strings, lang, count));
    },
    [announce, strings, lang],
  );

  return (
    <section data-admin-screen="contact">
      {heading}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-navy-900">{texts.filterLabel}</legend>
          <div className="inline-flex flex-wrap rounded-md bg-white p-1 shadow-sm ring-1 ring-steel-200">
            {statusFilters.map((status) => (
              <label
                key={status}
                className="relative cursor-pointer rounded px-4 py-2 font-medium text-navy-900 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
              >
                <input
                  type="radio"
                  name={filterName}
                  value={status}
                  checked={filter === status}
                  onChange={() => {
                    showView(status);
                    setFilter(status);
                  }}
                  // Over the whole label, transparent: clicks land on the radio itself and it keeps its native semantics.
                  className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                  data-filter={status}
                />
                {texts.filters[status]}
                {counts && (
                  <span className="ms-2 tabular-nums" data-filter-count={counts[status]}>
                    <span aria-hidden="true">{counts[status]}</span>
                    <span className="sr-only">{fill(texts.count, { count: counts[status] })}</span>
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        <a
          href={adminApi.contactRequestsCsv}
          download
          className="inline-flex min-h-11 items-center rounded-md bg-white px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100"
          data-admin-csv
        >
          {texts.downloadCsv}
        </a>
      </div>

      <div ref={results} tabIndex={-1} className="mt-6 outline-none" aria-busy={list.kind === 'loading'} data-inbox-results>
        {list.kind === 'loading' && <p role="status">{strings.loading}</p>}
        {list.kind === 'failed' && (
          <LoadFailed message={texts.failed} retryLabel={strings.retry} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {list.kind === 'ready' && list.items.length === 0 && <p data-inbox-empty>{texts.empty[filter]}</p>}
        {list.kind === 'ready' && list.items.length > 0 && (
          <ul aria-label={texts.listLabel} className="space-y-4" data-inbox>
            {list.items.map((item) => (
              <li key={item.id}>
                <RequestCard
                  focus={item.id === focusId}
                  item={item}
                  lang={lang}
                  strings={strings}
                  onChanged={replace}
                  onErased={erased}
                  announce={announce}
                  handleError={handleError}
                />
              </li>
            ))}
          </ul>
        )}
        {list.kind === 'ready' && list.next !== null && (
          <button
            type="button"
            onClick={loadMore}
            aria-disabled={list.loadingMore}
            className="mt-6 w-full rounded-md bg-navy-900 px-6 py-3 font-semibold text-white hover:bg-navy-700 aria-disabled:opacity-70 sm:w-auto"
            data-load-more
          >
            {list.loadingMore ? texts.loadingMore : texts.loadMore}
          </button>
        )}
      </div>
    </section>
  );
}
