import { chunkLabel, chunkOf } from './chunks';
import { queryPages, sortKeyPrefix } from './query-all';
import { ITEM_DAY_CHUNKS } from './stock-chunks';

/**
 * A product's stock movement: one voucher line that moved it, as the voucher engine recorded it
 * on the product's item-day chunk (`IDAY#cc#<date>`, attribute `m#<voucher>`).
 */
export interface StockMovementRecord {
  product_id: string;
  date: string;
  kind: 'purchase' | 'sales';
  voucher_id: string;
  voucher_number: string;
  party_name: string | null;
  /** Thousandths, positive in either direction. */
  quantity: number;
  /** Paise per unit. */
  rate: number;
  /** Paise (taxable value). */
  value: number;
}

interface VoucherMovements {
  type: 'Sales' | 'Purchase';
  number: string;
  party: string;
  /** When the voucher was first written: orders a day's movements. */
  at: string;
  /** [product id, line index, quantity, rate, taxable value] */
  lines: [string, number, number, number, number][];
}

/** At most this many pages (1 MB each) of the product's chunk-days are read for one timeline. */
const MAX_PAGES = 5;

function movementsOf(item: Record<string, unknown>, productId: string): StockMovementRecord[] {
  const date = String(item.sk).slice(-10);
  return Object.entries(item)
    .filter(([name]) => name.startsWith('m#'))
    .flatMap(([name, text]) => {
      const voucher = JSON.parse(String(text)) as VoucherMovements;
      return voucher.lines
        .filter(([id]) => id === productId)
        .map(([, index, quantity, rate, value]) => ({
          product_id: productId,
          date,
          kind: voucher.type === 'Purchase' ? ('purchase' as const) : ('sales' as const),
          voucher_id: name.slice(2),
          voucher_number: voucher.number,
          party_name: voucher.party,
          quantity,
          rate,
          value,
          at: voucher.at,
          index,
        }));
    })
    .sort((a, b) => b.at.localeCompare(a.at) || b.index - a.index)
    .map(({ index: _index, at: _at, ...movement }) => movement);
}

/**
 * The newest `limit` movements of a product, newest first, and whether older ones exist: its
 * chunk's days are read newest first until enough are found.
 */
export async function latestMovements(
  companyId: string,
  productId: string,
  limit: number,
): Promise<{ movements: StockMovementRecord[]; hasEarlier: boolean }> {
  const movements: StockMovementRecord[] = [];
  const pages = queryPages({
    ...sortKeyPrefix(`COMPANY#${companyId}`, `IDAY#${chunkLabel(chunkOf(productId, ITEM_DAY_CHUNKS))}#`),
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  let pagesRead = 0;
  let moreDays = false;
  for await (const { items, more } of pages) {
    for (const item of items) movements.push(...movementsOf(item, productId));
    pagesRead += 1;
    moreDays = more;
    if (movements.length > limit || pagesRead >= MAX_PAGES) break;
  }
  return { movements: movements.slice(0, limit), hasEarlier: movements.length > limit || moreDays };
}
