import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVoucherHistory } from '@app/shared/api/routes/invoices/get-voucher-history';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const invoiceHistoryQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.invoice(companyId, id), 'history'],
    queryFn: ({ signal }) =>
      callApi(getVoucherHistory, { params: { vouchar_id: id }, query: { company_id: companyId }, signal }),
  });

/** The invoice's audit trail: who created, changed or cancelled it, and when. */
export const useInvoiceHistory = (companyId: string, id: string) => useQuery(invoiceHistoryQueryOptions(companyId, id));
