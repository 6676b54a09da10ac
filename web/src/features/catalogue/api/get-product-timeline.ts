import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductTimeline } from '@app/shared/api/routes/product/get-product-timeline';
import { ApiError, callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

export const productTimelineQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.product(companyId, id), 'timeline'],
    queryFn: async ({ signal }) => {
      const [timeline] = await callApi(getProductTimeline, {
        params: { id },
        query: { company_id: companyId },
        signal,
      });
      if (!timeline) throw new ApiError('Product not found', 404);
      return timeline;
    },
  });

/** The product page's movements: opening balance, then purchases and sales, oldest first. */
export const useProductTimeline = (companyId: string, id: string) =>
  useQuery(productTimelineQueryOptions(companyId, id));
