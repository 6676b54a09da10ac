import type { QueryClient } from '@tanstack/react-query';

/** Every bills query sits under its company, like the books': a voucher posted reloads them too. */
export const billKeys = {
  all: (companyId: string) => ['bills', companyId] as const,
  list: (companyId: string) => ['bills', companyId, 'list'] as const,
  bill: (companyId: string, id: string) => ['bills', companyId, 'bill', id] as const,
  file: (companyId: string, id: string) => ['bills', companyId, 'bill', id, 'file'] as const,
  mail: (companyId: string) => ['bills', companyId, 'mail'] as const,
  allowance: (companyId: string) => ['bills', companyId, 'allowance'] as const,
  suppliers: (companyId: string) => ['bills', companyId, 'suppliers'] as const,
  products: (companyId: string) => ['bills', companyId, 'products'] as const,
};

/** A bill changed (read again, discarded, posted): the company's bills reload. */
export const reloadBills = (queryClient: QueryClient, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: billKeys.all(companyId) });
