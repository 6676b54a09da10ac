import { lastDayOfMonth } from '@app/shared/financial-year';
import { BATCH_TRACKED } from './demo-batches';
import type { PlannedLine } from './demo-plan-types';
import type { DemoProduct } from './demo-products';
import type { Shelf } from './demo-shelf';

/** A delivery tops up at most this many products; the rest come with the next one. */
const MOST_LINES = 12;

/** A product is reordered once what can be sold falls below this. */
const reorderPoint = (product: DemoProduct) => Math.max(product.lowStockAlert * 1.5, product.level * 0.6);

/** The end of the month `months` after the month of `date`: what a pack printed 'EXP MM/YYYY' means. */
function expiryAfter(date: string, months: number): string {
  const month = Number(date.slice(5, 7)) - 1 + months;
  return lastDayOfMonth(Number(date.slice(0, 4)) + Math.floor(month / 12), (month % 12) + 1);
}

/** The printed MRP of a pack: the shop's price with GST and the retailer's margin. */
const mrpOf = (product: DemoProduct) => Math.round(product.price * (1 + product.gst / 100) * 1.1);

/**
 * A distributor's delivery on `date`: its products that have fallen below their reorder point
 * (the lowest first, up to MOST_LINES), each topped up to its shelf level at the distributor's
 * price; a batch-tracked product comes in a new batch, numbered by the month it was made in.
 * `delivered` says whether a product is still reordered (those with an ending are not, late on).
 */
export function deliveryLines(
  supplier: string,
  date: string,
  products: readonly DemoProduct[],
  shelf: Shelf,
  delivered: (product: DemoProduct) => boolean,
): PlannedLine[] {
  const short = products
    .filter((product) => product.supplier === supplier && delivered(product))
    .map((product) => ({ product, sellable: shelf.sellable(product.name, date) }))
    .filter(({ product, sellable }) => sellable < reorderPoint(product))
    .sort((a, b) => a.sellable / a.product.level - b.sellable / b.product.level)
    .slice(0, MOST_LINES);
  return short
    .sort((a, b) => a.product.name.localeCompare(b.product.name))
    .map(({ product, sellable }) => {
      const quantity = Math.ceil((product.level - sellable) / 5) * 5;
      const habit = BATCH_TRACKED[product.name];
      const batch = habit && {
        number: `${habit.prefix}${date.slice(2, 4)}${date.slice(5, 7)}${String.fromCharCode(65 + (Number(date.slice(8, 10)) % 26))}`,
        expiry: expiryAfter(date, habit.shelfMonths),
        mrp: mrpOf(product),
      };
      shelf.receive(product.name, quantity, batch);
      return { product: product.name, quantity, rate: product.cost, ...(batch ? { batch } : {}) };
    });
}
