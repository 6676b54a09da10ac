import { useQuery } from '@tanstack/react-query';
import { getSummaryStats } from '@app/shared/api/routes/invoices/get-summary-stats';
import { callApi } from '@/lib/api-client';
import type { SummaryPeriod } from '../summary-search';
import { summaryKeys } from './summary-keys';

/** Spec 2: the five stat cards over the period, each against the period just before it. */
export const useSummaryStats = (companyId: string, period: SummaryPeriod) =>
  useQuery({
    queryKey: summaryKeys.stats(companyId, period),
    queryFn: ({ signal }) =>
      callApi(getSummaryStats, {
        query: { company_id: companyId, start_date: period.start, end_date: period.end },
        signal,
      }),
  });
