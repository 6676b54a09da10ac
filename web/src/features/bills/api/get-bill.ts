import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getBill } from '@app/shared/api/routes/bills/get-bill';
import { BILL_BUSY_STATUSES } from '@app/shared/bills/bill-record';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';
import { BILL_POLL_MS } from './list-bills';

export const billQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: billKeys.bill(companyId, id),
    queryFn: ({ signal }) => callApi(getBill, { params: { id }, query: { company_id: companyId }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && BILL_BUSY_STATUSES.includes(status) ? BILL_POLL_MS : false;
    },
  });

/** One bill with its draft and matches, loaded by the route; kept live while it is being read. */
export const useBill = (companyId: string, id: string) => useSuspenseQuery(billQueryOptions(companyId, id));
