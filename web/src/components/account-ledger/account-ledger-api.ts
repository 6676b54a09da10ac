import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAccountingGroupOptions } from '@app/shared/api/routes/accounting/list-accounting-group-options';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { updateLedger } from '@app/shared/api/routes/ledger/update-ledger';
import type { LedgerFormValues } from '@app/shared/books/ledgers';
import { callApi } from '@/lib/api-client';
import { reloadCustomers } from '@/lib/customer-keys';

/** The company's accounting groups, for the ledger form's group picker. */
export const useAccountingGroups = (companyId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['accounts', companyId, 'groups'] as const,
    queryFn: ({ signal }) => callApi(listAccountingGroupOptions, { query: { company_id: companyId }, signal }),
    enabled,
  });

/**
 * Creates a ledger or replaces one with what the form sends; the statements and the ledger pages
 * (and the pickers that list ledgers) read again.
 */
export function useSaveAccountLedger(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LedgerFormValues }) =>
      id ? callApi(updateLedger, { params: { id }, body: input }) : callApi(createLedger, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['accounts', companyId] }),
        reloadCustomers(queryClient, companyId),
      ]);
    },
  });
}
