import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { listTaxInvoices } from '@app/shared/api/routes/billing/list-tax-invoices';
import { printTaxInvoice } from '@app/shared/api/routes/billing/print-tax-invoice';
import { callApi, fetchFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { billingKeys } from './billing-keys';

export const taxInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) => callApi(listTaxInvoices, { signal }),
  });

/** Issue 31: the subscriber's tax invoices, newest first. */
export const useTaxInvoices = () => useQuery(taxInvoicesQueryOptions());

/** Downloads one invoice's PDF under the name the server gives it. */
export function useDownloadTaxInvoice() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, fileName } = await fetchFile(printTaxInvoice, { params: { id } });
      saveBlob(blob, fileName ?? 'Hisaab-invoice.pdf');
    },
  });
}
