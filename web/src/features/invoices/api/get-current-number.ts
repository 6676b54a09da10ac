import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { callApi } from '@/lib/api-client';
import type { InvoiceType } from '../invoice-search';
import { invoiceKeys } from './invoice-keys';

export const currentNumberQueryOptions = (companyId: string, type: InvoiceType) =>
  queryOptions({
    queryKey: invoiceKeys.number(companyId, type),
    queryFn: ({ signal }) =>
      callApi(getCurrentNumber, { params: { voucher_type: type }, query: { company_id: companyId }, signal }),
    // The next number moves with every invoice anyone saves: always ask afresh.
    staleTime: 0,
  });

/** Spec 2: the number the new invoice will get (Sales), or the default bill number (Purchase). */
export const useCurrentNumber = (companyId: string, type: InvoiceType, enabled = true) =>
  useQuery({ ...currentNumberQueryOptions(companyId, type), enabled });
