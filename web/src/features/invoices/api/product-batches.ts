import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct } from '@app/shared/api/routes/product/get-product';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** One product in full: whether it keeps its stock in batches (the pickers' list does not say). */
export const productQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.product(companyId, id),
    queryFn: ({ signal }) => callApi(getProduct, { params: { id }, query: { company_id: companyId }, signal }),
    select: (products) => products[0],
  });

/**
 * Issue 18: whether the product picked for a line is batch-tracked; undefined while that is being
 * read (or with no product picked).
 */
export function useBatchTracked(companyId: string, productId: string, enabled: boolean): boolean | undefined {
  const product = useQuery({ ...productQueryOptions(companyId, productId), enabled: enabled && productId !== '' });
  if (!enabled || productId === '') return false;
  // A product that cannot be read is posted as the server finds it (its refusal is shown at the line).
  if (product.isError) return false;
  return product.isSuccess ? product.data?.batch_tracked === true : undefined;
}

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
