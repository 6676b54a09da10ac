import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPendingEInvoices } from '@app/shared/api/routes/einvoice/list-pending-einvoices';
import { callApi } from '@/lib/api-client';

/**
 * Under the company's e-invoice queries ('einvoice', company, ...: einvoice-keys.ts), written out
 * here: the GST Returns page and the invoice page then share no module, and no chunk.
 */
export const pendingEInvoicesKey = (companyId: string) => ['einvoice', companyId, 'pending'] as const;

export const pendingEInvoicesQueryOptions = (companyId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...pendingEInvoicesKey(companyId), from, to] as const,
    queryFn: ({ signal }) => callApi(listPendingEInvoices, { query: { company_id: companyId, from, to }, signal }),
  });

/**
 * Issue 36: the period's invoices still without an IRN, as JSON for the portal's bulk upload,
 * and those that cannot leave as they are, with why.
 */
export const usePendingEInvoices = (companyId: string, from: string, to: string) =>
  useQuery(pendingEInvoicesQueryOptions(companyId, from, to));
