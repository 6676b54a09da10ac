import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getVoucher } from '@app/shared/api/routes/invoices/get-voucher';
import { callApi } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/** The voucher an edit starts from; the edit sends back its version. */
export const transactionQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: transactionKeys.voucher(companyId, id),
    queryFn: ({ signal }) =>
      callApi(getVoucher, { params: { vouchar_id: id }, query: { company_id: companyId }, signal }),
    // An edit starts from what the server has now.
    staleTime: 0,
  });

export const useTransaction = (companyId: string, id: string) =>
  useSuspenseQuery(transactionQueryOptions(companyId, id));
