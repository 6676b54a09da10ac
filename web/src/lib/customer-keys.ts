import type { QueryClient } from '@tanstack/react-query';

/**
 * Every customers query sits under its company, so switching companies never shows another
 * company's ledgers, and a change reloads exactly that company's customers.
 */
export const customerKeys = {
  all: (companyId: string) => ['customers', companyId] as const,
  lists: (companyId: string) => ['customers', companyId, 'list'] as const,
  customer: (companyId: string, id: string) => ['customers', companyId, 'customer', id] as const,
};

/**
 * A ledger or its balance changed (saved, deleted, a receipt or payment recorded): the lists,
 * the ledger pages and their statements reload. A deleted ledger's own queries are left alone:
 * refetching them would only answer 404.
 */
export async function reloadCustomers(queryClient: QueryClient, companyId: string, deletedId?: string) {
  const deleted = deletedId ? customerKeys.customer(companyId, deletedId) : undefined;
  const isDeleted = (key: readonly unknown[]) => deleted?.every((part, i) => key[i] === part) === true;
  await queryClient.invalidateQueries({
    queryKey: customerKeys.all(companyId),
    predicate: (query) => !isDeleted(query.queryKey),
  });
}
