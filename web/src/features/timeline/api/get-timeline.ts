import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTimeline } from '@app/shared/api/routes/invoices/get-timeline';
import { callApi } from '@/lib/api-client';
import type { TimelineSearch } from '../timeline-search';

/** Spec 7: the timeline page of a period; nothing to load without a current company. */
export const useTimeline = (
  companyId: string | undefined,
  search: TimelineSearch,
  period: { start: string; end: string },
) =>
  useQuery({
    queryKey: ['timeline', companyId, search, period],
    queryFn: ({ signal }) =>
      callApi(getTimeline, {
        query: {
          company_id: companyId ?? '',
          search: search.search,
          start_date: period.start,
          end_date: period.end,
          page_no: search.page,
          limit: search.size,
          sortField: search.sort,
          sortOrder: search.order,
        },
        signal,
      }),
    enabled: companyId !== undefined,
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
