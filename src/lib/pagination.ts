/**
 * A list cut into pages, and which page links a pagination bar shows. Pure functions of counts,
 * so they are tested with any number of items whatever the content holds.
 */

/** How many pages `items` fill at `perPage` a page; an empty list still has its first page. */
export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items of page `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The page numbers after the first of a list of `pages` pages: the first is the list's own path. */
export function laterPages(pages: number): number[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}

/**
 * Where a link of the bar shows: on every screen, only on narrow ones (a phone) or only from
 * the `sm` breakpoint up. A phone shows the first, the current and the last page (its previous
 * and next links reach the neighbours); wider screens add the neighbours.
 */
export type ShownAt = 'all' | 'narrow' | 'wide';

export type PaginationItem = { kind: 'page'; page: number; shownAt: ShownAt } | { kind: 'gap'; shownAt: ShownAt };

/**
 * The pages one width shows, ascending. Where there is room (`fillOne`), a gap that would hide
 * a single page shows that page instead: an ellipsis is no shorter.
 */
function shownPages(current: number, pages: number, neighbours: number, fillOne: boolean): number[] {
  const shown = new Set([1, pages]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (fillOne && sorted[i + 1] === page + 2 ? [page, page + 1] : [page]));
}

const shownAt = (narrow: boolean, wide: boolean): ShownAt => (narrow && wide ? 'all' : narrow ? 'narrow' : 'wide');

/**
 * The bar's page links and gaps (an ellipsis where pages are left out), in order, for page
 * `current` of `pages`: one list for both widths, each entry saying where it shows.
 */
export function paginationItems(current: number, pages: number): PaginationItem[] {
  const narrow = shownPages(current, pages, 0, false);
  const wide = shownPages(current, pages, 1, true);
  const gapAfter = (list: number[], page: number) => {
    const next = list[list.indexOf(page) + 1];
    return list.includes(page) && next !== undefined && next > page + 1;
  };
  return [...new Set([...narrow, ...wide])]
    .sort((a, b) => a - b)
    .flatMap((page): PaginationItem[] => {
      const item: PaginationItem = { kind: 'page', page, shownAt: shownAt(narrow.includes(page), wide.includes(page)) };
      const narrowGap = gapAfter(narrow, page);
      const wideGap = gapAfter(wide, page);
      return narrowGap || wideGap ? [item, { kind: 'gap', shownAt: shownAt(narrowGap, wideGap) }] : [item];
    });
}
