import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGstr3b } from '@app/shared/api/routes/reports/get-gstr3b';
import { callApi } from '@/lib/api-client';

export interface ReturnPeriod {
  /** The year the financial year starts. */
  financialYear: number;
  /** The calendar month, 1-12. */
  month: number;
}

export const gstr3bQueryOptions = (companyId: string, period: ReturnPeriod) =>
  queryOptions({
    queryKey: ['gst-returns', companyId, 'gstr3b', period] as const,
    queryFn: ({ signal }) =>
      callApi(getGstr3b, {
        query: { company_id: companyId, financial_year: period.financialYear, financial_month: period.month },
        signal,
      }),
  });

/** GSTR-3B of a month and its payment (issue 33). */
export const useGstr3b = (companyId: string, period: ReturnPeriod) => useQuery(gstr3bQueryOptions(companyId, period));
