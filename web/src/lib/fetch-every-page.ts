import { MAX_PAGE_SIZE } from '@app/shared/lists';

/** A page of a list as the API gives it. */
export interface Page<R> {
  docs: R[];
  meta: { total: number };
}

/**
 * Every row of a list, a page of the API's largest size (100) at a time until `total` is reached.
 * A page that comes back empty ends it too, so a total that shrinks meanwhile cannot loop forever.
 */
export async function fetchEveryPage<R>(fetchPage: (pageNo: number, limit: number) => Promise<Page<R>>): Promise<R[]> {
  const rows: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { docs, meta } = await fetchPage(pageNo, MAX_PAGE_SIZE);
    rows.push(...docs);
    if (docs.length === 0 || rows.length >= meta.total) return rows;
  }
}
