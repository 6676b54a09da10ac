import { chunkLabel, chunkOf } from './chunks';
import { queryPages, sortKeyPrefix } from './query-all';
import { ITEM_DAY_CHUNKS } from './stock-chunks';

/**
 * A product's stock movement: one voucher line that moved it, as the voucher engine recorded it
 * on the product's item-day chunk (`IDAY#cc#<date>`, attribute `m#<voucher>`).
 */
/** What moved the stock: a purchase or sale, or a debit or credit note returning one. */
export type MovementKind = 'purchase' | 'sales' | 'sales_return' | 'purchase_return';

const KIND_OF_TYPE: Record<string, MovementKind> = {
  Purchase: 'purchase',
  Sales: 'sales',
  'Credit Note': 'sales_return',
  'Debit Note': 'purchase_return',
};

/** Stock comes in by a purchase or goods returned by a customer. */
export const isInwards = (kind: MovementKind) => kind === 'purchase' || kind === 'sales_return';

export interface StockMovementRecord {
  product_id: string;
  date: string;
  kind: MovementKind;
  voucher_id: string;
  voucher_number: string;
  party_name: string | null;
  /** Thousandths, positive in either direction. */
  quantity: number;
  /** Paise per unit. */
  rate: number;
  /** Paise (taxable value). */
  value: number;
  /** The batch of a batch-tracked product's line. */
  batch_number: string | null;
}

interface VoucherMovements {
  type: string;
  number: string;
  party: string;
  /** When the voucher was first written: orders a day's movements. */
  at: string;
  /** [product id, line index, quantity, rate, taxable value, batch number (absent before batches)] */
  lines: [string, number, number, number, number, (string | null)?][];
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
        .map(([, index, quantity, rate, value, batch]) => ({
          product_id: productId,
          date,
          kind: KIND_OF_TYPE[voucher.type] ?? 'sales',
          batch_number: batch ?? null,
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
