import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTimeline } from '@app/shared/api/routes/invoices/get-timeline';
import { callApi } from '@/lib/api-client';
import type { TimelineSearch } from '../timeline-search';

interface Period {
  start: string;
  end: string;
}

/** A page of the timeline with the search, period and sort on screen (the table's, or an export's). */
export const fetchTimelinePage = (
  companyId: string,
  search: TimelineSearch,
  period: Period,
  page: { page_no: number; limit: number },
  signal?: AbortSignal,
) =>
  callApi(getTimeline, {
    query: {
      company_id: companyId,
      search: search.search,
      start_date: period.start,
      end_date: period.end,
      ...page,
      sortField: search.sort,
      sortOrder: search.order,
    },
    signal,
  });

/** Spec 7: the timeline page of a period; nothing to load without a current company. */
export const useTimeline = (companyId: string | undefined, search: TimelineSearch, period: Period) =>
  useQuery({
    queryKey: ['timeline', companyId, search, period],
    queryFn: ({ signal }) =>
      fetchTimelinePage(companyId ?? '', search, period, { page_no: search.page, limit: search.size }, signal),
    enabled: companyId !== undefined,
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
