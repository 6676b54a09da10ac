import { ratePerUnit, valueAtAverage } from '@app/shared/catalogue/stock';
import { multiplyDivide } from '@app/shared/decimal';
import type { Paise, Thousandths } from '@app/shared/money';
import type { ItemMovement } from '#lib/db/item-movements';

/** A quantity of stock and what it is worth. */
export interface StockPosition {
  qty: Thousandths;
  value: Paise;
}

/** One item over a period, valued at the period's average rate (GST.md, stock valuation). */
export interface ValuedItem {
  opening: StockPosition;
  movement: ItemMovement;
  /** Paise per unit, rounded. */
  average_rate: Paise;
  /** What came in (opening and purchases) less what is left, at the average rate. */
  cost_of_goods: Paise;
  /** Outwards value less cost of goods. */
  gross_profit: Paise;
  closing: StockPosition;
}

/**
 * An item's period at the spec's average rate, (opening value + purchase value) / (opening qty +
 * purchase qty) (GST.md, stock valuation): the closing stock is worth closing qty x that rate,
 * computed from the exact fraction and rounded once, as the product page values stock
 * (shared/catalogue/stock), and the cost of goods is what came in less what is left, so values add
 * up to the paisa across the columns. As on the product page, the ratio holds for negative stock too
 * (a period without movement then closes at the value it opened with); only with nothing at all
 * to average (no stock and no purchase) is stock valued at `fallbackRate`, the product's opening
 * rate.
 */
export function valueItem(opening: StockPosition, movement: ItemMovement, fallbackRate: Paise): ValuedItem {
  const inQty = opening.qty + movement.inwards_qty;
  const inValue = opening.value + movement.inwards_value;
  const closingQty = inQty - movement.outwards_qty;
  const closingValue = valueAtAverage(closingQty, inValue, inQty, fallbackRate);
  const costOfGoods = inValue - closingValue;
  return {
    opening,
    movement,
    average_rate: inQty === 0 ? fallbackRate : ratePerUnit(inValue, inQty),
    cost_of_goods: costOfGoods,
    gross_profit: movement.outwards_value - costOfGoods,
    closing: { qty: closingQty, value: closingValue },
  };
}

/** Margin: gross profit as a percentage of the sales value, 2 decimals; 0 without sales. */
export const marginPercent = (grossProfit: Paise, salesValue: Paise) =>
  salesValue === 0 ? 0 : multiplyDivide(grossProfit, 10_000, salesValue) / 100;
