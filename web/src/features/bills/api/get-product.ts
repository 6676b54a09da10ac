import { useQueries } from '@tanstack/react-query';
import { getProduct } from '@app/shared/api/routes/product/get-product';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/**
 * Issue 18: which of the products the lines are matched to keep their stock in batches (the
 * pickers' list does not say): one read per product, kept while the page is open.
 */
export function useBatchTrackedProducts(companyId: string, productIds: readonly string[]): ReadonlySet<string> {
  const ids = [...new Set(productIds.filter((id) => id !== ''))].sort();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: billKeys.product(companyId, id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getProduct, { params: { id }, query: { company_id: companyId }, signal }),
      staleTime: 60_000,
    })),
    combine: (results) => new Set(ids.filter((_, index) => results[index]?.data?.[0]?.batch_tracked === true)),
  });
}
