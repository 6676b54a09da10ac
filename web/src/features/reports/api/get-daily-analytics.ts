import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { getDailyAnalytics } from '@app/shared/api/routes/invoices/get-daily-analytics';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const dailyAnalyticsQueryOptions = (companyId: string, financialYear: number, month: number) =>
  queryOptions({
    queryKey: reportKeys.daily(companyId, financialYear, month),
    queryFn: async ({ signal }) => {
      const query = { company_id: companyId, financial_year: financialYear, financial_month: month };
      // Spec 7: the route answers a list; the month asked for is its first element.
      const [daily] = await callApi(getDailyAnalytics, { query, signal });
      if (!daily) throw new Error(GENERIC_ERROR_MESSAGE);
      return daily;
    },
    // The chart keeps the last month on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The daily chart: sales and purchases per day of a month of the financial year. */
export const useDailyAnalytics = (companyId: string, financialYear: number, month: number) =>
  useQuery(dailyAnalyticsQueryOptions(companyId, financialYear, month));
