import type * as z from '@app/shared/zod';
import type { InventoryItems, InventoryStats, inventoryItemsQuerySchema } from '@app/shared/catalogue/inventory-docs';
import { stockStatus, type StockStatus } from '@app/shared/catalogue/stock';
import { paiseToRupees } from '@app/shared/money';
import { readDigest, type StockedDigestRow } from '#lib/db/product-digest';
import { getProducts } from '#lib/db/products';
import { presentProductDetails } from '#lib/presenters/product';
import { allCatalogueNames } from './lookups';
import { pageOf, sortRecords } from './paging';
import { filterProductRows } from './product-list';
import { type INVENTORY_SORT_FIELDS } from '@app/shared/lists';

type InventoryQuery = z.output<typeof inventoryItemsQuerySchema>;

const statusOf = (row: StockedDigestRow): StockStatus => stockStatus(row.current_stock, row.low_stock_alert);

/**
 * Spec 3 'Inventory stats', from one read of the product digest and the stock chunks: products
 * per stock status, and the sales and purchase values (taxable, all time) of every product.
 */
export async function inventoryStats(companyId: string): Promise<InventoryStats> {
  const rows = await readDigest(companyId);
  const count = (status: StockStatus) => rows.filter((row) => statusOf(row) === status).length;
  const sum = (pick: (row: StockedDigestRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    negative_stock: count('negative'),
    zero_stock: count('zero'),
    low_stock: count('low'),
    positive_stock: count('positive'),
    sale_value: paiseToRupees(sum((row) => row.sales_value)),
    purchase_value: paiseToRupees(sum((row) => row.purchase_value)),
  };
}

const SORT_VALUE: Record<(typeof INVENTORY_SORT_FIELDS)[number], (row: StockedDigestRow) => string | number | null> = {
  created_at: (row) => row.created_at,
  stock_item_name: (row) => row.name,
  current_stock: (row) => row.current_stock,
  last_restock_date: (row) => row.last_restock_date,
};

/** The 'zero' tab also lists negative stock, as its card counts it (spec 3). */
const matchesStatus = (row: StockedDigestRow, filter: InventoryQuery['stock_status']) =>
  !filter || statusOf(row) === filter || (filter === 'zero' && statusOf(row) === 'negative');

/**
 * A page of the Inventory Management table: the catalogue's search, category and group filters,
 * the stock-status tab, sorted over the digest; only the page's products are read in full.
 */
export async function listInventoryPage(companyId: string, query: InventoryQuery): Promise<InventoryItems> {
  const [rows, names] = await Promise.all([readDigest(companyId), allCatalogueNames(companyId)]);
  const matching = filterProductRows(rows, query, names).filter((row) => matchesStatus(row, query.stock_status));
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (row) => row.created_at);
  const { items, meta } = pageOf(sorted, query);
  const products = await getProducts(
    companyId,
    items.map((row) => row.id),
  );
  return { docs: await Promise.all(products.map((product) => presentProductDetails(product, names))), meta };
}
