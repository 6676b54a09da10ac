import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHsnSummary } from '@app/shared/api/routes/invoices/get-hsn-summary';
import type { HsnSummaryRow } from '@app/shared/reports/summary-docs';
import { callApi } from '@/lib/api-client';
import { summaryKeys } from './summary-keys';
import { rowFilters, type SummaryListQuery } from './summary-query';

export const fetchHsnSummary = (
  query: SummaryListQuery & { hsn_code?: string; tax_rate?: number },
  signal?: AbortSignal,
) => callApi(getHsnSummary, { query, signal });

/** Spec 2: the HSN-wise table, a row per HSN code and tax rate. */
export const useHsnSummary = (query: SummaryListQuery) =>
  useQuery({
    queryKey: summaryKeys.list(query.company_id, 'hsn', query),
    queryFn: ({ signal }) => fetchHsnSummary(query, signal),
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/**
 * An expanded HSN row's invoices. The list leaves them out (`invoices: []`); the same route asked
 * for one HSN code at one tax rate fills them in. The row is picked by its code and rate rather
 * than taken as the first, so an answer holding other rows can never show their invoices.
 */
export const useHsnInvoices = (query: SummaryListQuery, row: Pick<HsnSummaryRow, 'hsn_code' | 'tax_rate'>) => {
  const filters = { ...rowFilters(query), hsn_code: row.hsn_code, tax_rate: row.tax_rate };
  return useQuery({
    queryKey: summaryKeys.invoices(query.company_id, 'hsn', filters),
    queryFn: async ({ signal }) => {
      const list = await fetchHsnSummary({ ...query, ...filters, page_no: 1 }, signal);
      const match = list.docs.find((doc) => doc.hsn_code === row.hsn_code && doc.tax_rate === row.tax_rate);
      return match?.invoices ?? [];
    },
  });
};
