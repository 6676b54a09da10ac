import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

export const productBatchesQueryOptions = (companyId: string, id: string, includeEmpty: boolean) =>
  queryOptions({
    queryKey: [...catalogueKeys.product(companyId, id), 'batches', { includeEmpty }],
    queryFn: ({ signal }) =>
      callApi(listProductBatches, {
        params: { id },
        query: { company_id: companyId, include_empty: includeEmpty ? 'true' : undefined },
        signal,
      }),
    // Keep the batches on screen while Show sold out loads the rest.
    placeholderData: keepPreviousData,
  });

/** Issue 18: a batch-tracked product's batches, first expiring first; sold-out ones on request. */
export const useProductBatches = (companyId: string, id: string, includeEmpty: boolean) =>
  useQuery(productBatchesQueryOptions(companyId, id, includeEmpty));
