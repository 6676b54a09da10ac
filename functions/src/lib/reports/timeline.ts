import type * as z from '@app/shared/zod';
import { ratePerUnit } from '@app/shared/catalogue/stock';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { Timeline, TimelineRow, timelineQuerySchema } from '@app/shared/reports/timeline-docs';
import { readDigest } from '#lib/db/product-digest';
import { allCatalogueNames } from '#lib/catalogue/lookups';
import { pageOf, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { filterProductRows } from '#lib/catalogue/product-list';
import { hasFigures, itemPeriods, periodTotals, type ItemPeriod } from './item-periods';
import { marginPercent } from './stock-valuation';

type TimelineQuery = z.output<typeof timelineQuerySchema>;

const rupeeRate = (value: number, qty: number) => paiseToRupees(ratePerUnit(value, qty));

function timelineRow({ product, figures }: ItemPeriod): TimelineRow {
  const { opening, movement, closing } = figures;
  return {
    _id: product.id,
    item: product.name,
    unit: product.unit,
    opening_qty: thousandthsToUnits(opening.qty),
    opening_rate: rupeeRate(opening.value, opening.qty),
    opening_val: paiseToRupees(opening.value),
    inwards_qty: thousandthsToUnits(movement.inwards_qty),
    inwards_rate: rupeeRate(movement.inwards_value, movement.inwards_qty),
    inwards_val: paiseToRupees(movement.inwards_value),
    outwards_qty: thousandthsToUnits(movement.outwards_qty),
    outwards_rate: rupeeRate(movement.outwards_value, movement.outwards_qty),
    outwards_val: paiseToRupees(movement.outwards_value),
    gross_profit: paiseToRupees(figures.gross_profit),
    profit_percent: marginPercent(figures.gross_profit, movement.outwards_value),
    closing_qty: thousandthsToUnits(closing.qty),
    closing_rate: paiseToRupees(figures.average_rate),
    closing_val: paiseToRupees(closing.value),
  };
}

const SORT_VALUE: Record<TimelineQuery['sortField'], (item: ItemPeriod) => SortValue> = {
  item: (item) => item.product.name,
  opening_val: (item) => item.figures.opening.value,
  inwards_val: (item) => item.figures.movement.inwards_value,
  outwards_val: (item) => item.figures.movement.outwards_value,
  gross_profit: (item) => item.figures.gross_profit,
  closing_val: (item) => item.figures.closing.value,
};

/**
 * The Inventory Timeline (spec 2): every item with stock or movement in the period, searched and
 * filtered like the catalogue, sorted and paged, with the totals row over all matching items.
 */
export async function timeline(companyId: string, query: TimelineQuery): Promise<Timeline> {
  const [products, names] = await Promise.all([readDigest(companyId), allCatalogueNames(companyId)]);
  const matching = filterProductRows(products, query, names);
  const items = (await itemPeriods(matching, companyId, query.start_date, query.end_date)).filter(hasFigures);
  const sorted = sortRecords(items, SORT_VALUE[query.sortField], query.sortOrder, (item) => item.product.created_at);
  const { items: page, meta } = pageOf(sorted, query);
  const totals = periodTotals(items);
  return {
    docs: page.map(timelineRow),
    meta: {
      ...meta,
      opening_val: paiseToRupees(totals.opening_value),
      inwards_val: paiseToRupees(totals.inwards_value),
      outwards_val: paiseToRupees(totals.outwards_value),
      gross_profit: paiseToRupees(totals.gross_profit),
      profit_percent: marginPercent(totals.gross_profit, totals.outwards_value),
      closing_val: paiseToRupees(totals.closing_value),
      start_date: query.start_date,
      end_date: query.end_date,
    },
  };
}
