import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageSlice, paginationItems, type PaginationItem, type ShownAt } from '../../src/lib/pagination';
import { PROJECTS_PER_PAGE } from '../../src/lib/project-pages';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** What one width shows: page numbers, '…' for a gap. */
function shown(items: PaginationItem[], width: Exclude<ShownAt, 'all'>): (number | '…')[] {
  return items.filter((item) => item.shownAt === 'all' || item.shownAt === width).map((item) => (item.kind === 'page' ? item.page : '…'));
}

describe('a list cut into pages', () => {
  it('shows 24 projects a page', () => {
    expect(PROJECTS_PER_PAGE).toBe(24);
  });

  it('keeps one, empty, first page for an empty list', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageSlice([], 1, 24)).toEqual([]);
    expect(laterPages(pageCount(0, 24))).toEqual([]);
  });

  it('needs a second page only from the 25th item on', () => {
    expect(pageCount(1, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(laterPages(pageCount(24, 24))).toEqual([]);
    expect(pageCount(25, 24)).toBe(2);
    expect(laterPages(pageCount(25, 24))).toEqual([2]);
    expect(pageSlice(numbers(25), 2, 24)).toEqual([25]);
  });

  it('puts every item on exactly one page, in order, the last page holding the rest', () => {
    const items = numbers(1000);
    const pages = pageCount(items.length, 24);
    expect(pages).toBe(42);
    expect(laterPages(pages)).toEqual(numbers(42).slice(1));
    const slices = numbers(pages).map((page) => pageSlice(items, page, 24));
    expect(slices.slice(0, -1).every((slice) => slice.length === 24)).toBe(true);
    expect(slices.at(-1)).toHaveLength(1000 - 41 * 24);
    expect(slices.flat()).toEqual(items);
  });
});

describe("the bar's page links", () => {
  it('shows the only page of a list of one', () => {
    expect(paginationItems(1, 1)).toEqual([{ kind: 'page', page: 1, shownAt: 'all' }]);
  });

  it('shows the first, the current and the last page on a phone, with the neighbours from sm up', () => {
    expect(shown(paginationItems(5, 42), 'narrow')).toEqual([1, '…', 5, '…', 42]);
    expect(shown(paginationItems(5, 42), 'wide')).toEqual([1, '…', 4, 5, 6, '…', 42]);
    expect(shown(paginationItems(1, 42), 'narrow')).toEqual([1, '…', 42]);
    expect(shown(paginationItems(1, 42), 'wide')).toEqual([1, 2, '…', 42]);
    expect(shown(paginationItems(42, 42), 'narrow')).toEqual([1, '…', 42]);
    expect(shown(paginationItems(42, 42), 'wide')).toEqual([1, '…', 41, 42]);
  });

  it('shows a single left-out page instead of an ellipsis where there is room', () => {
    expect(shown(paginationItems(4, 42), 'wide')).toEqual([1, 2, 3, 4, 5, '…', 42]);
    expect(shown(paginationItems(4, 42), 'narrow')).toEqual([1, '…', 4, '…', 42]);
    expect(shown(paginationItems(2, 3), 'wide')).toEqual([1, 2, 3]);
    expect(shown(paginationItems(1, 3), 'wide')).toEqual([1, 2, 3]);
    expect(shown(paginationItems(1, 3), 'narrow')).toEqual([1, '…', 3]);
  });

  it('never shows a page twice or out of order, and always the first, the current and the last', () => {
    for (const pages of [1, 2, 3, 4, 5, 6, 7, 42]) {
      for (const current of numbers(pages)) {
        const items = paginationItems(current, pages);
        for (const width of ['narrow', 'wide'] as const) {
          const list = shown(items, width);
          const pageNumbers = list.filter((entry): entry is number => entry !== '…');
          expect(pageNumbers, `${current}/${pages} ${width}`).toEqual([...new Set(pageNumbers)].sort((a, b) => a - b));
          expect(pageNumbers).toEqual(expect.arrayContaining([1, current, pages]));
          // A gap stands for pages left out, never between neighbours, and never two in a row.
          list.forEach((entry, i) => {
            if (entry !== '…') return;
            const [before, after] = [list[i - 1], list[i + 1]] as [number, number];
            expect(after - before, `${current}/${pages} ${width}`).toBeGreaterThan(1);
          });
        }
        // A phone (320 px) has room for five 44-px targets with previous and next: three numbers, two gaps at most.
        expect(shown(items, 'narrow').filter((entry) => entry !== '…').length).toBeLessThanOrEqual(3);
      }
    }
  });
});
