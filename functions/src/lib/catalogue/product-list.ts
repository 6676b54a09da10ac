import type * as z from '@app/shared/zod';
import type { ProductList, productListQuerySchema } from '@app/shared/api/routes/product/list-products';
import { readDigest, type DigestRow } from '#lib/db/product-digest';
import { getProducts } from '#lib/db/products';
import { presentProduct, type CatalogueNames } from '#lib/presenters/product';
import { allCatalogueNames } from './lookups';
import { matchesAll, pageOf, searchTerms, sortRecords } from './paging';
import { type PRODUCT_SORT_FIELDS } from '@app/shared/lists';

type ProductListQuery = z.output<typeof productListQuerySchema>;

const SORT_VALUE: Record<(typeof PRODUCT_SORT_FIELDS)[number], (row: DigestRow) => string | number | null> = {
  created_at: (row) => row.created_at,
  stock_item_name: (row) => row.name,
  hsn_code: (row) => row.hsn,
  current_stock: (row) => row.current_stock,
};

/** The categories (or groups) the company's products use, by name, for the list's filters. */
function usedNames(rows: DigestRow[], field: 'category_id' | 'group_id', names: ReadonlyMap<string, string>) {
  const ids = new Set(rows.flatMap((row) => (row[field] ? [row[field]] : [])));
  return [...ids]
    .flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}

const matchesSearch = (row: DigestRow, terms: string[], names: CatalogueNames) =>
  matchesAll(terms, [
    row.name,
    row.alias,
    row.description,
    row.barcode,
    row.hsn,
    row.category_id ? names.categories.get(row.category_id) : null,
    row.group_id ? names.groups.get(row.group_id) : null,
  ]);

/** The digest rows a catalogue list's search, category and group filters let through. */
export function filterProductRows<R extends DigestRow>(
  rows: R[],
  query: { search: string; category?: string; group?: string },
  names: CatalogueNames,
): R[] {
  const terms = searchTerms(query.search);
  return rows.filter(
    (row) =>
      (!query.category || row.category_id === query.category) &&
      (!query.group || row.group_id === query.group) &&
      (terms.length === 0 || matchesSearch(row, terms, names)),
  );
}

/**
 * A page of the company's products: search (name, alias, description, barcode, HSN, category and
 * group names; every word must match), category and group filters, sort and page over the digest,
 * then only the page's products are read in full.
 */
export async function listProductPage(companyId: string, query: ProductListQuery): Promise<ProductList> {
  const [rows, names] = await Promise.all([readDigest(companyId), allCatalogueNames(companyId)]);
  const matching = filterProductRows(rows, query, names);
  const texts = query.sortField === 'stock_item_name' ? 'names' : 'codes';
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (row) => row.created_at, texts);
  const { items, meta } = pageOf(sorted, query);
  const products = await getProducts(
    companyId,
    items.map((row) => row.id),
  );
  return {
    docs: await Promise.all(products.map((product) => presentProduct(product, names))),
    meta: {
      ...meta,
      unique_categories: usedNames(rows, 'category_id', names.categories),
      unique_groups: usedNames(rows, 'group_id', names.groups),
    },
  };
}
