import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getVoucher } from '@app/shared/api/routes/invoices/get-voucher';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const invoiceQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(companyId, id),
    queryFn: ({ signal }) =>
      callApi(getVoucher, { params: { vouchar_id: id }, query: { company_id: companyId }, signal }),
  });

/** One invoice with its lines, loaded by the route before its page shows. */
export const useInvoice = (companyId: string, id: string) => useSuspenseQuery(invoiceQueryOptions(companyId, id));
