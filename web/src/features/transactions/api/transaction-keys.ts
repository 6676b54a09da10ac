import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the transaction screens sits under its company, so switching companies never
 * shows another company's vouchers.
 */
export const transactionKeys = {
  all: (companyId: string) => ['transactions', companyId] as const,
  list: (companyId: string) => ['transactions', companyId, 'list'] as const,
  voucher: (companyId: string, id: string) => ['transactions', companyId, 'voucher', id] as const,
  nextNumber: (companyId: string) => ['transactions', companyId, 'next-number'] as const,
  parties: (companyId: string) => ['transactions', companyId, 'parties'] as const,
};

/**
 * A voucher was posted, changed or withdrawn. It moves ledger balances, invoice lists, stock and
 * reports, which other screens keep under their own keys; all of them carry the company's id, so
 * every query of the company reloads (only the ones on screen refetch now). A deleted voucher's
 * own query is left alone: refetching it would only answer 404.
 */
export async function reloadBooks(queryClient: QueryClient, companyId: string, deletedId?: string) {
  const deleted = deletedId ? transactionKeys.voucher(companyId, deletedId) : undefined;
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey.includes(companyId) && !(deleted?.every((part, i) => queryKey[i] === part) ?? false),
  });
}
