import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeInvoiceLink } from '@app/shared/api/routes/sharing/revoke-invoice-link';
import type { InvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { callApi } from '@/lib/api-client';
import { invoiceLinksKey } from './list-invoice-links';

/** Withdraws one of the invoice's links: it opens nothing from now on. */
export function useRevokeInvoiceLink(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  const key = invoiceLinksKey(companyId, voucherId);
  return useMutation({
    mutationFn: (linkId: string) =>
      callApi(revokeInvoiceLink, {
        params: { vouchar_id: voucherId },
        query: { company_id: companyId, link_id: linkId },
      }),
    onSuccess: (revoked) =>
      queryClient.setQueryData<InvoiceLink[]>(key, (links) =>
        links?.map((link) => (link.id === revoked.id ? revoked : link)),
      ),
  });
}
