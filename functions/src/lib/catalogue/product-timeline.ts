import type { ProductTimeline, StockMovement } from '@app/shared/catalogue/product-docs';
import { currentStock, openingValue } from '@app/shared/catalogue/stock';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { ProductRecord } from '#lib/db/products';
import { isInwards, latestMovements } from '#lib/db/stock-movements';

/** How many movements the product page shows. */
export const TIMELINE_LIMIT = 100;

/**
 * The product's timeline, oldest first: its opening balance (on the books' first day; a row per
 * batch for a batch-tracked product), then its newest purchases, sales and the notes returning them, each with its batch when it has one. Balances are worked back from the current stock, so they are right
 * without reading the movements older than the ones shown.
 */
export async function productTimeline(product: ProductRecord, booksBeginFrom: string): Promise<ProductTimeline> {
  const { movements, hasEarlier } = await latestMovements(product.company_id, product.product_id, TIMELINE_LIMIT);
  let balance = currentStock(product);
  const entries: StockMovement[] = movements.map((movement) => {
    const inwards = isInwards(movement.kind) ? movement.quantity : 0;
    const outwards = isInwards(movement.kind) ? 0 : movement.quantity;
    const entry: StockMovement = {
      date: movement.date,
      kind: movement.kind,
      voucher_id: movement.voucher_id,
      voucher_number: movement.voucher_number,
      party_name: movement.party_name,
      batch_number: movement.batch_number,
      inwards_qty: thousandthsToUnits(inwards),
      outwards_qty: thousandthsToUnits(outwards),
      rate: paiseToRupees(movement.rate),
      value: paiseToRupees(movement.value),
      balance_qty: thousandthsToUnits(balance),
    };
    balance = balance - inwards + outwards;
    return entry;
  });
  // The opening balance, a row per batch it is in (issue 32) for a batch-tracked product.
  const batches = product.batch_tracked ? (product.opening_batches ?? []) : [];
  const rows = batches.length > 0 ? batches : [{ number: null, quantity: product.opening_balance }];
  let opened = 0;
  const opening = rows.map((row): StockMovement => {
    opened += row.quantity;
    return {
      date: booksBeginFrom,
      kind: 'opening',
      voucher_id: null,
      voucher_number: null,
      party_name: null,
      batch_number: row.number,
      inwards_qty: thousandthsToUnits(row.quantity),
      outwards_qty: 0,
      rate: paiseToRupees(product.opening_rate),
      value: paiseToRupees(openingValue(row.quantity, product.opening_rate)),
      balance_qty: thousandthsToUnits(opened),
    };
  });
  return {
    _id: product.product_id,
    stock_item_name: product.stock_item_name,
    unit: product.unit,
    entries: [...(hasEarlier ? [] : opening), ...entries.reverse()],
    has_earlier: hasEarlier,
    current_stock: thousandthsToUnits(currentStock(product)),
  };
}
