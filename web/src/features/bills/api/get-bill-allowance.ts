import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillAllowance } from '@app/shared/api/routes/bills/get-bill-allowance';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';
import { MAIL_POLL_MS } from './list-bills';

export const billAllowanceQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billKeys.allowance(companyId),
    queryFn: ({ signal }) => callApi(getBillAllowance, { query: { company_id: companyId }, signal }),
    // Readings end on their own (and mailed bills arrive): asked again now and then, as the list is.
    refetchInterval: MAIL_POLL_MS,
  });

/** Issue 31: the owner's pages of bill reading this month (allowed, used, left), and why none are read. */
export const useBillAllowance = (companyId: string) => useQuery(billAllowanceQueryOptions(companyId));
