import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const productOptionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: invoiceKeys.products(companyId),
    queryFn: ({ signal }) => callApi(listProductOptions, { query: { company_id: companyId }, signal }),
  });

/** Every product in the fields an invoice line takes: name, unit, HSN, tax rate, stock. */
export const useProductOptions = (companyId: string, enabled = true) =>
  useQuery({ ...productOptionsQueryOptions(companyId), enabled });
