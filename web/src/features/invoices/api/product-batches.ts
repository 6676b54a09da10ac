import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * A batch-tracked product's batches, first expiring first, sold-out ones too (a purchase of a known
 * batch must keep its expiry; a sale takes from those with stock).
 */
export const productBatchesQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.batches(companyId, id),
    queryFn: ({ signal }) =>
      callApi(listProductBatches, { params: { id }, query: { company_id: companyId, include_empty: 'true' }, signal }),
    // Stock moves with every sale: read afresh each time the drawer asks.
    staleTime: 0,
  });

export const useProductBatches = (companyId: string, productId: string, enabled: boolean) =>
  useQuery({ ...productBatchesQueryOptions(companyId, productId), enabled: enabled && productId !== '' });
