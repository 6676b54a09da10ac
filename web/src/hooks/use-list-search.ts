import { usePageInRange } from './use-page-in-range';

/**
 * A list whose filters, page and sort live in the URL: `change` applies a patch to the search,
 * `changePage` also scrolls to the top (spec 4), and a page left past the end (its last row just
 * deleted) moves to the last page that has rows.
 */
export function useListSearch<S extends { page: number; size: number }>(
  search: S,
  onSearchChange: (search: S) => void,
  list?: { meta: { total: number }; docs: readonly unknown[] },
) {
  const change = (patch: Partial<S>) => onSearchChange({ ...search, ...patch });
  const changePage = (page: number) => {
    change({ page } as Partial<S>);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  usePageInRange(list?.meta, list?.docs.length, search.page, search.size, changePage);
  return { change, changePage };
}
