import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInventoryGroupOptions } from '@app/shared/api/routes/groups/list-inventory-group-options';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const groupOptionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.groups(companyId), 'options'],
    queryFn: ({ signal }) => callApi(listInventoryGroupOptions, { query: { company_id: companyId }, signal }),
  });

/** Every inventory group, for the product and group drawers' pickers. */
export const useGroupOptions = (companyId: string) => useQuery(groupOptionsQueryOptions(companyId));
