import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { LedgerInput } from '@app/shared/books/ledgers';
import { callApi } from '@/lib/api-client';
import { suppliersQueryOptions } from './list-suppliers';

/**
 * The bill's new supplier, as a Creditor (POST /ledger/create, as the Customers pages make one). It
 * joins the picker at once, so the review form can select it; every list of the company's ledgers
 * reloads after.
 */
export function useCreateSupplier(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerInput) => callApi(createLedger, { body: input }),
    onSuccess: async (ledger) => {
      const option: LedgerOption = ledger;
      queryClient.setQueryData(suppliersQueryOptions(companyId).queryKey, (options) =>
        options ? [...options, option] : [option],
      );
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(companyId) });
    },
  });
}
