import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInventoryStats } from '@app/shared/api/routes/product/get-inventory-stats';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

export const inventoryStatsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.inventory(companyId), 'stats'],
    queryFn: ({ signal }) => callApi(getInventoryStats, { query: { company_id: companyId }, signal }),
  });

/** Spec 2: the stats cards; nothing to load without a current company. */
export const useInventoryStats = (companyId: string | undefined) =>
  useQuery({ ...inventoryStatsQueryOptions(companyId ?? ''), enabled: companyId !== undefined });
