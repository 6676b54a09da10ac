import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getInvoiceSummary } from '@app/shared/api/routes/invoices/get-invoice-summary';
import { callApi } from '@/lib/api-client';
import { summaryKeys } from './summary-keys';
import type { SummaryListQuery } from './summary-query';

export const fetchBillSummary = (query: SummaryListQuery, signal?: AbortSignal) =>
  callApi(getInvoiceSummary, { query, signal });

/** Spec 2: the Bill-wise table, a row per sales invoice. */
export const useBillSummary = (query: SummaryListQuery) =>
  useQuery({
    queryKey: summaryKeys.list(query.company_id, 'bill', query),
    queryFn: ({ signal }) => fetchBillSummary(query, signal),
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
