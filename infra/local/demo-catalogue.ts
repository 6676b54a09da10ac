import { createCategory } from '@app/functions/lib/db/categories';
import { createInventoryGroup } from '@app/functions/lib/db/inventory-groups';
import { createProduct } from '@app/functions/lib/db/products';
import { PERCENT_PLACES, parseScaled } from '@app/shared/decimal';
import { batchKeyOf } from '@app/shared/catalogue/batches';
import { openingValue } from '@app/shared/catalogue/stock';
import { THOUSANDTHS_PER_UNIT } from '@app/shared/money';
import { BATCH_TRACKED } from './demo-batches';
import { BARCODES, CATEGORIES, GROUPS, PRODUCTS } from './demo-products';
import { Shelf } from './demo-shelf';

/** Products are written this many at a time (each is its own transaction). */
const PARALLEL = 6;

async function inTurns<T>(items: readonly T[], parallel: number, write: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await write(item);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * Seeds the demo company's catalogue with the same writes the API makes (demo-products.ts): its
 * categories, inventory groups and products, each with its shelf level as opening stock, in its
 * opening batch when it is kept by batch. Gives the products' ids by name.
 */
export async function seedDemoCatalogue(
  companyId: string,
  userId: string,
  today: string,
): Promise<Map<string, string>> {
  const categories = new Map<string, string>();
  for (const [name, description] of CATEGORIES) {
    const input = { company_id: companyId, category_name: name, description, image: null };
    categories.set(name, (await createCategory(companyId, input, null)).category_id);
  }
  const groups = new Map<string, string>();
  for (const [name, description] of GROUPS) {
    const input = { company_id: companyId, inventory_group_name: name, description, parent: null, image: null };
    groups.set(name, (await createInventoryGroup(companyId, input, null)).group_id);
  }
  const products = new Map<string, string>();
  await inTurns(PRODUCTS, PARALLEL, async (product) => {
    const [quantity, rate] = [product.level * THOUSANDTHS_PER_UNIT, Math.round(product.cost * 100)];
    const batch = Shelf.openingBatch(product.name, today);
    const created = await createProduct(
      companyId,
      {
        stock_item_name: product.name,
        unit: product.unit,
        alias_name: null,
        description: null,
        barcode: BARCODES[product.name] ?? null,
        category_id: categories.get(product.category) ?? null,
        group_id: groups.get(product.group) ?? null,
        image_key: null,
        low_stock_alert: product.lowStockAlert * THOUSANDTHS_PER_UNIT,
        opening_balance: quantity,
        opening_rate: rate,
        opening_value: openingValue(quantity, rate),
        nature_of_goods: 'Goods',
        hsn_code: product.hsn,
        taxability: 'Taxable',
        tax_rate: parseScaled(String(product.gst), PERCENT_PLACES) ?? null,
        batch_tracked: product.name in BATCH_TRACKED,
        opening_batches: batch
          ? [{ key: batchKeyOf(batch.number), number: batch.number, expiry: batch.expiry, quantity }]
          : [],
      },
      userId,
    );
    products.set(product.name, created.product_id);
  });
  return products;
}
