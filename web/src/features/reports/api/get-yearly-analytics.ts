import { queryOptions, useQuery } from '@tanstack/react-query';
import { getYearlyAnalytics } from '@app/shared/api/routes/invoices/get-yearly-analytics';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const yearlyAnalyticsQueryOptions = (companyId: string, financialYear: number) =>
  queryOptions({
    queryKey: reportKeys.yearly(companyId, financialYear),
    queryFn: ({ signal }) =>
      callApi(getYearlyAnalytics, { query: { company_id: companyId, financial_year: financialYear }, signal }),
  });

/** The five yearly cards' figures. */
export const useYearlyAnalytics = (companyId: string, financialYear: number) =>
  useQuery(yearlyAnalyticsQueryOptions(companyId, financialYear));
