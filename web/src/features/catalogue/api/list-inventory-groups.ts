import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listInventoryGroups } from '@app/shared/api/routes/groups/list-inventory-groups';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';
import type { CardListParams } from './list-categories';

export const inventoryGroupsQueryOptions = (companyId: string, params: CardListParams) =>
  queryOptions({
    queryKey: [...catalogueKeys.groups(companyId), 'list', params],
    queryFn: ({ signal }) =>
      callApi(listInventoryGroups, {
        query: { company_id: companyId, search: params.search, page_no: params.page, limit: params.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Spec 2.10: the Groups tab. */
export const useInventoryGroups = (companyId: string | undefined, params: CardListParams) =>
  useQuery({ ...inventoryGroupsQueryOptions(companyId ?? '', params), enabled: companyId !== undefined });
