import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategoryOptions } from '@app/shared/api/routes/category/list-category-options';
import { listInventoryGroupOptions } from '@app/shared/api/routes/groups/list-inventory-group-options';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

/*
 * Every category and inventory group of the company by name: the catalogue's drawers pick from
 * them and the inventory page filters by them. Under the catalogue's keys, so a category or group
 * saved or deleted reloads them.
 */

export const categoryOptionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.categories(companyId), 'options'],
    queryFn: ({ signal }) => callApi(listCategoryOptions, { query: { company_id: companyId }, signal }),
  });

export const groupOptionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.groups(companyId), 'options'],
    queryFn: ({ signal }) => callApi(listInventoryGroupOptions, { query: { company_id: companyId }, signal }),
  });

/** Nothing to load without a company (`companyId` undefined). */
export const useCategoryOptions = (companyId: string | undefined) =>
  useQuery({ ...categoryOptionsQueryOptions(companyId ?? ''), enabled: companyId !== undefined });

export const useGroupOptions = (companyId: string | undefined) =>
  useQuery({ ...groupOptionsQueryOptions(companyId ?? ''), enabled: companyId !== undefined });
