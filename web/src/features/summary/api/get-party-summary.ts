import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPartySummary } from '@app/shared/api/routes/invoices/get-party-summary';
import { callApi } from '@/lib/api-client';
import { summaryKeys } from './summary-keys';
import { rowFilters, type SummaryListQuery } from './summary-query';

export const fetchPartySummary = (query: SummaryListQuery & { party_id?: string }, signal?: AbortSignal) =>
  callApi(getPartySummary, { query, signal });

/** Spec 2: the Customer-wise table, a row per customer. */
export const usePartySummary = (query: SummaryListQuery) =>
  useQuery({
    queryKey: summaryKeys.list(query.company_id, 'customer', query),
    queryFn: ({ signal }) => fetchPartySummary(query, signal),
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/**
 * An expanded customer row's invoices: the list leaves them out, the same route asked for one
 * party fills them in (the row picked by its party, as for HSN rows).
 */
export const usePartyInvoices = (query: SummaryListQuery, partyId: string) => {
  const filters = { ...rowFilters(query), party_id: partyId };
  return useQuery({
    queryKey: summaryKeys.invoices(query.company_id, 'customer', filters),
    queryFn: async ({ signal }) => {
      const list = await fetchPartySummary({ ...query, ...filters, page_no: 1 }, signal);
      return list.docs.find((doc) => doc.party_id === partyId)?.invoices ?? [];
    },
  });
};
