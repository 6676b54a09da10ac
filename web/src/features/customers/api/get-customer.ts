import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getLedger } from '@app/shared/api/routes/ledger/get-ledger';
import { callApi, ApiError } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

/**
 * One ledger (spec 7 reads data[0]), or null when there is none: a 404 (another company's id, a
 * deleted ledger) is the page's 'Customer Profile not found', not an error.
 */
export const customerQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: customerKeys.customer(companyId, id),
    queryFn: async ({ signal }) => {
      try {
        const [ledger] = await callApi(getLedger, { params: { id }, query: { company_id: companyId }, signal });
        return ledger ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The ledger page's and the edit form's ledger, loaded by the route before the page shows. */
export const useCustomer = (companyId: string, id: string) => useSuspenseQuery(customerQueryOptions(companyId, id));
