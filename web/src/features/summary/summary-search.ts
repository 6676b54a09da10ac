import { financialYearEnd, financialYearStart } from '@app/shared/financial-year';
import { choiceParam, dayParam, orderParam, pageParam, searchReader, sizeParam, textParam } from '@/lib/search-params';
import { BILL_SORT_FIELDS, HSN_SORT_FIELDS, PARTY_SORT_FIELDS, SUMMARY_PAGE_SIZES } from '@app/shared/lists';

/** Spec 2: the Summary Type switch, HSN-wise first (the default). */
export const SUMMARY_TYPES = ['hsn', 'customer', 'bill'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];

export const SUMMARY_TYPE_LABELS: Record<SummaryType, string> = {
  hsn: 'HSN-wise',
  customer: 'Customer-wise',
  bill: 'Bill-wise',
};

/** Each view's sortable fields (the API's); the first, ascending, is the default sort. */
export const SUMMARY_SORT_FIELDS = {
  hsn: HSN_SORT_FIELDS,
  customer: PARTY_SORT_FIELDS,
  bill: BILL_SORT_FIELDS,
} as const;
export type SummarySortField<T extends SummaryType = SummaryType> = (typeof SUMMARY_SORT_FIELDS)[T][number];

export type SummaryPageSize = (typeof SUMMARY_PAGE_SIZES)[number];

/**
 * What the URL keeps (spec 2 and 9): the summary type, search, the period (the running financial
 * year unless chosen), page, rows (5, 10, 25, 50) and sort. The sort field is checked against the
 * type's own fields when the list is asked for, so a link keeps working if the type changes.
 */
export const readSummarySearch = searchReader({
  type: choiceParam(SUMMARY_TYPES, 'hsn'),
  search: textParam,
  start: dayParam,
  end: dayParam,
  page: pageParam,
  size: sizeParam(SUMMARY_PAGE_SIZES, 10),
  sort: textParam,
  order: orderParam(1),
});

export type SummarySearch = ReturnType<typeof readSummarySearch>;

/** Spec 9: the defaults, left out of the URL. */
export const SUMMARY_SEARCH_DEFAULTS = {
  type: 'hsn',
  page: 1,
  size: 10,
  order: 1,
} as const satisfies Partial<SummarySearch>;

/** Reset Filters: the defaults, on the summary type the user is on. */
export const freshSummarySearch = (type: SummaryType = 'hsn'): SummarySearch => ({ ...SUMMARY_SEARCH_DEFAULTS, type });

/** The field the list is sorted by: the URL's when it is one of this type's, else the type's first. */
export function summarySortField<T extends SummaryType>(type: T, sort: string | undefined): SummarySortField<T> {
  const fields: readonly string[] = SUMMARY_SORT_FIELDS[type];
  return (sort !== undefined && fields.includes(sort) ? sort : fields[0]) as SummarySortField<T>;
}

/** The period shown: the chosen dates, else the running financial year (India), worked out when the page shows. */
export function summaryPeriod(search: Pick<SummarySearch, 'start' | 'end'>) {
  const yearStart = financialYearStart();
  return { start: search.start ?? yearStart, end: search.end ?? financialYearEnd(yearStart) };
}

export type SummaryPeriod = ReturnType<typeof summaryPeriod>;
