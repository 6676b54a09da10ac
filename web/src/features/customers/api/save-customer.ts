import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerFormValues } from '@app/shared/books/ledgers';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { updateLedger } from '@app/shared/api/routes/ledger/update-ledger';
import { callApi } from '@/lib/api-client';
import { reloadCustomers } from '@/lib/customer-keys';

/**
 * Creates a ledger, or replaces one with what the form shows (an update clears what it leaves
 * out). JSON with the image as the key of a presigned upload, like the product drawer.
 */
export function useSaveCustomer(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LedgerFormValues }) =>
      id ? callApi(updateLedger, { params: { id }, body: input }) : callApi(createLedger, { body: input }),
    onSuccess: () => reloadCustomers(queryClient, companyId),
  });
}
