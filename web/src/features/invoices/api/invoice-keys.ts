import type { QueryClient } from '@tanstack/react-query';
import type { Voucher } from '@app/shared/books/voucher-docs';

/** Every invoice query sits under its company, like the catalogue's. */
export const invoiceKeys = {
  all: (companyId: string) => ['invoices', companyId] as const,
  lists: (companyId: string) => ['invoices', companyId, 'list'] as const,
  invoice: (companyId: string, id: string) => ['invoices', companyId, 'invoice', id] as const,
  number: (companyId: string, type: string) => ['invoices', companyId, 'number', type] as const,
  parties: (companyId: string, group: string) => ['invoices', companyId, 'parties', group] as const,
  products: (companyId: string) => ['invoices', companyId, 'products'] as const,
  expenseLedgers: (companyId: string) => ['invoices', companyId, 'expense-ledgers'] as const,
  batches: (companyId: string, id: string) => ['invoices', companyId, 'product', id, 'batches'] as const,
};

/**
 * A voucher was posted, changed or withdrawn. It moves stock, party balances, serial numbers and
 * reports, which other screens show under their own keys; every one of them sits under the
 * company's id, so everything of that company reloads (only what is on screen refetches at once).
 * The invoice the call returned is put in place as it is, not fetched again (a deleted purchase
 * could not be).
 */
export async function reloadBooks(queryClient: QueryClient, companyId: string, saved?: Voucher) {
  const savedKey = saved ? invoiceKeys.invoice(companyId, saved._id) : undefined;
  if (saved && savedKey) queryClient.setQueryData(savedKey, saved);
  const isSaved = (key: readonly unknown[]) =>
    key.length === savedKey?.length && savedKey.every((part, i) => key[i] === part);
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes(companyId) && !isSaved(query.queryKey),
  });
}
