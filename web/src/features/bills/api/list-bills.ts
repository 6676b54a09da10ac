import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBills } from '@app/shared/api/routes/bills/list-bills';
import { BILL_BUSY_STATUSES, type Bill } from '@app/shared/bills/bill-record';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** How often the page asks again while a bill is being read. */
export const BILL_POLL_MS = 2000;
/** How often it asks otherwise: bills e-mailed to the company arrive on their own. */
export const MAIL_POLL_MS = 10_000;

/** Whether any of these bills is still queued or being read (the page then keeps asking). */
export const anyBusy = (bills: readonly Bill[] | undefined) =>
  bills?.some((bill) => BILL_BUSY_STATUSES.includes(bill.status)) ?? false;

export const billsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billKeys.list(companyId),
    queryFn: ({ signal }) => callApi(listBills, { query: { company_id: companyId }, signal }),
    refetchInterval: (query) => (anyBusy(query.state.data) ? BILL_POLL_MS : MAIL_POLL_MS),
  });

/** The company's latest bills, newest first, kept live: often while any is being read, now and then else. */
export const useBills = (companyId: string) => useQuery(billsQueryOptions(companyId));
