/**
 * Searching, sorting and paging a company's records in memory, after one read of all of them (the
 * product digest, or a Query of categories or groups). Lists are per company and small enough
 * that this beats keeping an index per sort order, and it gives every field the same rules.
 */
export interface PageRequest {
  page_no: number;
  limit: number;
  sortOrder: number;
}

/** Words of a search, lower case; every one must match somewhere (so 'para 500' finds 'Paracetamol 500 mg'). */
export const searchTerms = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

export const matchesAll = (terms: string[], texts: (string | null | undefined)[]) => {
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return terms.every((term) => haystack.includes(term));
};

const naturalOrder = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare;
const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type SortValue = string | number | null;

/**
 * Sorted by one value, ascending (1) or descending (-1), names in natural order ('Item 2' before
 * 'Item 10') and codes such as HSN character by character ('30049099' before '9999'); records
 * without the value last either way; ties keep creation order.
 */
export function sortRecords<T>(
  records: T[],
  valueOf: (record: T) => SortValue,
  order: number,
  createdAt: (record: T) => string,
  texts: 'names' | 'codes' = 'names',
): T[] {
  const compareText = texts === 'names' ? naturalOrder : codeOrder;
  const direction = order === -1 ? -1 : 1;
  return [...records].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
      if (compared !== 0) return compared * direction;
    }
    return codeOrder(createdAt(a), createdAt(b));
  });
}

/** One page of the sorted records, with the list meta the spec's clients read. */
export function pageOf<T>(records: T[], request: PageRequest) {
  const start = (request.page_no - 1) * request.limit;
  return {
    items: records.slice(start, start + request.limit),
    meta: { page: request.page_no, limit: request.limit, total: records.length },
  };
}
