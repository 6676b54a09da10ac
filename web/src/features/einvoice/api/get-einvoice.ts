import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEInvoice } from '@app/shared/api/routes/einvoice/get-einvoice';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys } from './einvoice-keys';

export const einvoiceQueryOptions = (companyId: string, voucherId: string) =>
  queryOptions({
    queryKey: einvoiceKeys.view(companyId, voucherId),
    queryFn: ({ signal }) =>
      callApi(getEInvoice, { params: { vouchar_id: voucherId }, query: { company_id: companyId }, signal }),
  });

/**
 * Issue 36: an invoice's e-invoice: its JSON, what stops it from leaving, and its IRN once it has
 * one. Asked only when `enabled` (an e-invoiced type, e-invoicing on).
 */
export const useEInvoice = (companyId: string, voucherId: string, enabled: boolean) =>
  useQuery({ ...einvoiceQueryOptions(companyId, voucherId), enabled });
