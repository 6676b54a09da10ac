import { openingValue } from '@app/shared/catalogue/stock';
import { addDays, financialYearEnd, financialYearStart } from '@app/shared/financial-year';
import { addMovements, NO_ITEM_MOVEMENT, readItemMovements, type ItemMovement } from '#lib/db/item-movements';
import type { StockedDigestRow } from '#lib/db/product-digest';
import { valueItem, type ValuedItem } from './stock-valuation';

/** A product over a period: its digest row and its figures, valued at the period's average rate. */
export interface ItemPeriod {
  product: StockedDigestRow;
  figures: ValuedItem;
}

/** What moved before a period: the product's all-time totals less what moved from its start on. */
function movedBefore(product: StockedDigestRow, fromStart: ItemMovement): ItemMovement {
  return {
    inwards_qty: product.purchase_qty - fromStart.inwards_qty,
    inwards_value: product.purchase_value - fromStart.inwards_value,
    outwards_qty: product.sales_qty - fromStart.outwards_qty,
    outwards_value: product.sales_value - fromStart.outwards_value,
  };
}

/**
 * Every product's figures from `from` to `to` (inclusive): the stock at the start (the product's
 * opening balance and everything before, valued as one period), what came in and went out, gross
 * profit and the closing stock. Reads the period's year, month and day items and those after it
 * up to the end of the running financial year (vouchers are never dated after today), never the
 * vouchers: the cost depends on the number of items and the shape of the range, not on how many
 * vouchers there are. Given `onlyProductId` (the one product asked for), only its counters are read.
 */
export async function itemPeriods(
  products: readonly StockedDigestRow[],
  companyId: string,
  from: string,
  to: string,
  onlyProductId?: string,
): Promise<ItemPeriod[]> {
  const horizon = financialYearEnd(financialYearStart());
  const [during, after] = await Promise.all([
    readItemMovements(companyId, from, to, onlyProductId),
    to < horizon
      ? readItemMovements(companyId, addDays(to, 1), horizon, onlyProductId)
      : new Map<string, ItemMovement>(),
  ]);
  return products.map((product) => {
    const movement = during.get(product.id) ?? NO_ITEM_MOVEMENT;
    const fromStart = addMovements(movement, after.get(product.id) ?? NO_ITEM_MOVEMENT);
    const ownOpening = {
      qty: product.opening_balance,
      value: openingValue(product.opening_balance, product.opening_rate),
    };
    const opening = valueItem(ownOpening, movedBefore(product, fromStart), product.opening_rate).closing;
    return { product, figures: valueItem(opening, movement, product.opening_rate) };
  });
}

/** Whether an item has anything to show for the period (Tally's stock summary hides the rest). */
export const hasFigures = ({ figures }: ItemPeriod) =>
  figures.opening.qty !== 0 ||
  figures.opening.value !== 0 ||
  figures.movement.inwards_qty !== 0 ||
  figures.movement.outwards_qty !== 0 ||
  figures.movement.inwards_value !== 0 ||
  figures.movement.outwards_value !== 0;

/** The sums of a set of items' period figures (the timeline's totals row, the yearly cards). */
export function periodTotals(items: readonly ItemPeriod[]) {
  const sum = (pick: (figures: ValuedItem) => number) => items.reduce((total, { figures }) => total + pick(figures), 0);
  return {
    opening_value: sum((f) => f.opening.value),
    inwards_value: sum((f) => f.movement.inwards_value),
    outwards_value: sum((f) => f.movement.outwards_value),
    cost_of_goods: sum((f) => f.cost_of_goods),
    gross_profit: sum((f) => f.gross_profit),
    closing_value: sum((f) => f.closing.value),
  };
}
