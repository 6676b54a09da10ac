import type { SummaryPeriod, SummarySearch, SummaryType } from '../summary-search';
import { summarySortField } from '../summary-search';

/** Spec 7: what every summary list is asked with; a query record, as callApi takes it. */
export interface SummaryListQuery extends Record<string, string | number | undefined> {
  company_id: string;
  search: string | undefined;
  start_date: string;
  end_date: string;
  page_no: number;
  limit: number;
  sortField: string;
  sortOrder: 1 | -1;
}

/** The list of a summary type as the URL has it: its search, period, page, rows and sort. */
export const summaryListQuery = (
  companyId: string,
  type: SummaryType,
  search: SummarySearch,
  period: SummaryPeriod,
): SummaryListQuery => ({
  company_id: companyId,
  search: search.search,
  start_date: period.start,
  end_date: period.end,
  page_no: search.page,
  limit: search.size,
  sortField: summarySortField(type, search.sort),
  sortOrder: search.order,
});

/** What an expanded row's invoices are filtered by: the list's search and period, not its paging. */
export const rowFilters = ({ company_id, search, start_date, end_date }: SummaryListQuery) => ({
  company_id,
  search,
  start_date,
  end_date,
});
