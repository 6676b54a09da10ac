import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInvoiceLink } from '@app/shared/api/routes/sharing/create-invoice-link';
import type { InvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { callApi } from '@/lib/api-client';
import { invoiceLinksKey } from './list-invoice-links';

/** Makes a link to the invoice (for the default 30 days); its token comes in the answer only. */
export function useCreateInvoiceLink(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  const key = invoiceLinksKey(companyId, voucherId);
  return useMutation({
    mutationFn: () =>
      callApi(createInvoiceLink, { params: { vouchar_id: voucherId }, body: { company_id: companyId } }),
    onSuccess: async ({ token: _token, ...link }) => {
      // The list shows the new link at once (newest first), then reloads.
      queryClient.setQueryData<InvoiceLink[]>(key, (links) => [link, ...(links ?? [])]);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
