import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '@app/shared/api/routes/dashboard/get-dashboard';
import { callApi } from '@/lib/api-client';

/** Under the company, so any voucher posted in it (reloadBooks) reloads the dashboard. */
export const dashboardQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['dashboard', companyId] as const,
    queryFn: ({ signal }) => callApi(getDashboard, { query: { company_id: companyId }, signal }),
  });

export const useDashboard = (companyId: string) => useQuery(dashboardQueryOptions(companyId));
