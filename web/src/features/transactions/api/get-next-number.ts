import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { callApi } from '@/lib/api-client';
import type { VoucherType } from '@app/shared/books/voucher-types';
import { transactionKeys } from './transaction-keys';

/** The number the server will give the next voucher of a type (spec 7: current_number). */
export const nextNumberQueryOptions = (companyId: string, type: VoucherType) =>
  queryOptions({
    queryKey: [...transactionKeys.nextNumber(companyId), type],
    queryFn: async ({ signal }) =>
      (
        await callApi(getCurrentNumber, {
          params: { voucher_type: type },
          query: { company_id: companyId },
          signal,
        })
      ).current_number,
    // Someone else may have posted one since: always ask again when the form opens.
    staleTime: 0,
  });

export const useNextNumber = (companyId: string, type: VoucherType, enabled: boolean) =>
  useQuery({ ...nextNumberQueryOptions(companyId, type), enabled });
