import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '@app/shared/api/routes/dashboard/get-dashboard';
import { callApi } from '@/lib/api-client';

/**
 * Under the company, so any voucher posted in it (reloadBooks) reloads the dashboard. Read again
 * on every visit too (the last figures show meanwhile): bills come in by mail, another device posts,
 * invoices fall overdue at midnight, and the read is one cheap call.
 */
export const dashboardQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['dashboard', companyId] as const,
    staleTime: 0,
    queryFn: ({ signal }) => callApi(getDashboard, { query: { company_id: companyId }, signal }),
  });

export const useDashboard = (companyId: string) => useQuery(dashboardQueryOptions(companyId));
