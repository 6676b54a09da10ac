import { queryOptions, useQuery } from '@tanstack/react-query';
import { listExpiringBatches } from '@app/shared/api/routes/product/list-expiring-batches';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';
import type { ExpiryFilter } from '../inventory-search';

/** Every batch the Expiring tab lists with its filter (the API does not page them): the tab's, or an export's. */
export const fetchExpiringBatches = (companyId: string, status: ExpiryFilter, signal?: AbortSignal) =>
  callApi(listExpiringBatches, {
    // 'all' is the server's default: left out, as list filters are (spec 7).
    query: { company_id: companyId, status: status === 'all' ? undefined : status },
    signal,
  });

export const expiringBatchesQueryOptions = (companyId: string, status: ExpiryFilter) =>
  queryOptions({
    queryKey: [...catalogueKeys.inventory(companyId), 'expiring', status],
    queryFn: ({ signal }) => fetchExpiringBatches(companyId, status, signal),
  });

/** Issue 18: the Expiring tab's batches; nothing to load without a current company. */
export const useExpiringBatches = (companyId: string | undefined, status: ExpiryFilter, enabled = true) =>
  useQuery({ ...expiringBatchesQueryOptions(companyId ?? '', status), enabled: enabled && companyId !== undefined });
