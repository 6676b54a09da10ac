import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { callApi } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** Spec 7: the groups whose ledgers a receipt or payment goes through, in the spec's order. */
export const CASH_BANK_GROUPS = ['Bank Accounts', 'Cash-in-Hand'];

export const cashBankAccountsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: customerKeys.accounts(companyId),
    queryFn: ({ signal }) =>
      callApi(listTransactionLedgers, { query: { company_id: companyId }, body: CASH_BANK_GROUPS, signal }),
  });

/** The receipt/payment panel's account buttons. */
export const useCashBankAccounts = (companyId: string, enabled: boolean) =>
  useQuery({ ...cashBankAccountsQueryOptions(companyId), enabled });
