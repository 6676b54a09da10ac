import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { LedgerInput, PartyGroup } from '@app/shared/books/ledgers';
import { callApi } from '@/lib/api-client';
import { partiesQueryOptions } from './list-parties';

/**
 * The Create Customer drawer's call (POST /ledger/create). The new party joins the picker's list at
 * once, so the invoice can select it before anything reloads; every list of the company's ledgers
 * (the Customers Directory's too) reloads after.
 */
export function useCreateParty(companyId: string, group: PartyGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerInput) => callApi(createLedger, { body: input }),
    onSuccess: async (ledger) => {
      // A Ledger carries every field of a picker's LedgerOption.
      const option: LedgerOption = ledger;
      const key = partiesQueryOptions(companyId, group).queryKey;
      queryClient.setQueryData(key, (options) => (options ? [...options, option] : [option]));
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(companyId) });
    },
  });
}
