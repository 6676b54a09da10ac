import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAllLedgers } from '@app/shared/api/routes/ledger/list-all-ledgers';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const expenseLedgersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: invoiceKeys.expenseLedgers(companyId),
    queryFn: async ({ signal }) =>
      (await callApi(listAllLedgers, { query: { company_id: companyId }, signal })).filter(
        (ledger) => ledger.expense_line,
      ),
  });

/**
 * Issue 32: the ledgers a purchase's expense line may debit (expenses and fixed assets), offered in
 * the item picker below the products; read only for a purchase.
 */
export const useExpenseLedgers = (companyId: string, enabled: boolean) =>
  useQuery({ ...expenseLedgersQueryOptions(companyId), enabled });
