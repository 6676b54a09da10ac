import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { importEInvoiceResponses } from '@app/shared/api/routes/einvoice/import-einvoice-responses';
import { callApi } from '@/lib/api-client';

/**
 * Sends the portal's response file (its text); the server attaches each IRN to its invoice. What
 * reloads: every e-invoice view and pending list of the company ('einvoice', company, 'view' |
 * 'pending', ...: einvoice-keys.ts and list-pending-einvoices.ts), and each attached invoice's own
 * queries (its page, its history), which name its company and its id.
 */
export function useImportEInvoiceResponses(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => callApi(importEInvoiceResponses, { body: { company_id: companyId, file } }),
    onSuccess: async ({ attached }) => {
      const attachedIds = new Set(attached.map((invoice) => invoice.vouchar_id));
      const isAttached = (part: unknown) => typeof part === 'string' && attachedIds.has(part);
      const reloads = (key: QueryKey) =>
        (key[0] === 'einvoice' && key[1] === companyId && (key[2] === 'view' || key[2] === 'pending')) ||
        (key.includes(companyId) && key.some(isAttached));
      await queryClient.invalidateQueries({ predicate: ({ queryKey }) => reloads(queryKey) });
    },
  });
}
