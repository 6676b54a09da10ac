import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

export const suppliersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billKeys.suppliers(companyId),
    queryFn: ({ signal }) =>
      callApi(listLedgersWithType, { query: { company_id: companyId, type: 'Creditors' }, signal }),
  });

/** The company's suppliers (Creditors), for the review form's supplier picker. */
export const useSuppliers = (companyId: string) => useQuery(suppliersQueryOptions(companyId));
