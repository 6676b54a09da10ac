import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGstr3b } from '@app/shared/api/routes/reports/get-gstr3b';
import { getGstr3bVouchers } from '@app/shared/api/routes/reports/get-gstr3b-vouchers';
import type { Gstr3bFigure } from '@app/shared/reports/gstr3b-docs';
import type { ReturnFrequency } from '@app/shared/gst/return-period';
import { callApi } from '@/lib/api-client';

export interface ReturnPeriod {
  /** The year the financial year starts. */
  financialYear: number;
  /** The calendar month, 1-12: a quarter's last month when quarterly. */
  month: number;
  frequency: ReturnFrequency;
}

/** The query naming a return's period, as both GST routes take it. */
export const returnQuery = (companyId: string, period: ReturnPeriod) => ({
  company_id: companyId,
  financial_year: period.financialYear,
  financial_month: period.month,
  frequency: period.frequency,
});

export const gstr3bQueryOptions = (companyId: string, period: ReturnPeriod) =>
  queryOptions({
    queryKey: ['gst-returns', companyId, 'gstr3b', period] as const,
    queryFn: ({ signal }) => callApi(getGstr3b, { query: returnQuery(companyId, period), signal }),
  });

/** GSTR-3B of a month or a quarter and its payment (issue 33). */
export const useGstr3b = (companyId: string, period: ReturnPeriod) => useQuery(gstr3bQueryOptions(companyId, period));

/** The vouchers behind one 3B figure, read when a figure is opened (issue 33's drill-down). */
export const useGstr3bVouchers = (companyId: string, period: ReturnPeriod, figure: Gstr3bFigure | null) =>
  useQuery({
    queryKey: ['gst-returns', companyId, 'gstr3b-vouchers', period, figure] as const,
    queryFn: ({ signal }) =>
      callApi(getGstr3bVouchers, { query: { ...returnQuery(companyId, period), figure: figure ?? '3.1a' }, signal }),
    enabled: figure !== null,
  });
