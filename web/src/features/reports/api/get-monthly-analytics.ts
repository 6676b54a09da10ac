import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMonthlyAnalytics } from '@app/shared/api/routes/invoices/get-monthly-analytics';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const monthlyAnalyticsQueryOptions = (companyId: string, financialYear: number) =>
  queryOptions({
    queryKey: reportKeys.monthly(companyId, financialYear),
    queryFn: ({ signal }) =>
      callApi(getMonthlyAnalytics, { query: { company_id: companyId, financial_year: financialYear }, signal }),
  });

/** The monthly chart: sales, purchases and profit, April to March. */
export const useMonthlyAnalytics = (companyId: string, financialYear: number) =>
  useQuery(monthlyAnalyticsQueryOptions(companyId, financialYear));
