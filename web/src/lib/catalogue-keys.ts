import type { QueryClient } from '@tanstack/react-query';

/**
 * Every catalogue query sits under its company, so switching companies never shows another
 * company's records, and a change reloads exactly that company's catalogue. The inventory views
 * read the same products, so they sit here too: a product edited in the catalogue, or a voucher
 * posted (which reloads every query of its company), refreshes them.
 */
export const catalogueKeys = {
  all: (companyId: string) => ['catalogue', companyId] as const,
  products: (companyId: string) => ['catalogue', companyId, 'products'] as const,
  product: (companyId: string, id: string) => ['catalogue', companyId, 'product', id] as const,
  categories: (companyId: string) => ['catalogue', companyId, 'categories'] as const,
  groups: (companyId: string) => ['catalogue', companyId, 'groups'] as const,
  inventory: (companyId: string) => ['catalogue', companyId, 'inventory'] as const,
};

/**
 * A product, category or group changed. Product lists show category and group names and the
 * cards count products, so the company's whole catalogue reloads, and the breadcrumbs' names.
 * A deleted product's own queries are left alone: refetching them would only answer 404.
 */
export async function reloadCatalogue(queryClient: QueryClient, companyId: string, deletedProductId?: string) {
  const deleted = deletedProductId ? catalogueKeys.product(companyId, deletedProductId) : undefined;
  const isDeletedProducts = (key: readonly unknown[]) => deleted?.every((part, i) => key[i] === part) === true;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: catalogueKeys.all(companyId),
      predicate: (query) => !isDeletedProducts(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: ['entity-name'] }),
  ]);
}
