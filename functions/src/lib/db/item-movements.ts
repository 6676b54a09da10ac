import type { Paise, Thousandths } from '@app/shared/money';
import { queryPages } from './query-all';
import { periodRuns, type PeriodRun } from './period-runs';
import { chunkOf } from './chunks';
import { ITEM_DAY_CHUNKS, itemPeriodKeyAt } from './stock-chunks';

/** What a product moved over some period: inwards (purchases) and outwards (sales), taxable values. */
export interface ItemMovement {
  inwards_qty: Thousandths;
  inwards_value: Paise;
  outwards_qty: Thousandths;
  outwards_value: Paise;
}

export const NO_ITEM_MOVEMENT: ItemMovement = {
  inwards_qty: 0,
  inwards_value: 0,
  outwards_qty: 0,
  outwards_value: 0,
};

export const addMovements = (a: ItemMovement, b: ItemMovement): ItemMovement => ({
  inwards_qty: a.inwards_qty + b.inwards_qty,
  inwards_value: a.inwards_value + b.inwards_value,
  outwards_qty: a.outwards_qty + b.outwards_qty,
  outwards_value: a.outwards_value + b.outwards_value,
});

export const subtractMovements = (a: ItemMovement, b: ItemMovement): ItemMovement => ({
  inwards_qty: a.inwards_qty - b.inwards_qty,
  inwards_value: a.inwards_value - b.inwards_value,
  outwards_qty: a.outwards_qty - b.outwards_qty,
  outwards_value: a.outwards_value - b.outwards_value,
});

/** The counters of a period item (`iq#<product id>`...) and the movement figure each one holds. */
const COUNTERS: Record<string, keyof ItemMovement> = {
  iq: 'inwards_qty',
  iv: 'inwards_value',
  oq: 'outwards_qty',
  ov: 'outwards_value',
};

/** Adds a period item's counters into per-product movements. */
function addCounters(into: Map<string, ItemMovement>, item: Record<string, unknown>) {
  for (const [name, value] of Object.entries(item)) {
    const separator = name.indexOf('#');
    const field = COUNTERS[name.slice(0, separator)];
    if (!field || typeof value !== 'number') continue;
    const productId = name.slice(separator + 1);
    const movement = into.get(productId) ?? { ...NO_ITEM_MOVEMENT };
    movement[field] += value;
    into.set(productId, movement);
  }
}

/** The chunks to read and, per chunk, the projection of these products' counters (all when none). */
function chunksOf(productIds: readonly string[] | undefined): Map<number, Record<string, unknown>> {
  if (!productIds) return new Map(Array.from({ length: ITEM_DAY_CHUNKS }, (_, chunk) => [chunk, {}]));
  const byChunk = new Map<number, string[]>();
  for (const id of new Set(productIds)) {
    const chunk = chunkOf(id, ITEM_DAY_CHUNKS);
    byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), ...Object.keys(COUNTERS).map((c) => `${c}#${id}`)]);
  }
  return new Map(
    [...byChunk].map(([chunk, names]) => [
      chunk,
      {
        ProjectionExpression: ['sk', ...names.map((_, i) => `#c${i}`)].join(', '),
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
      },
    ]),
  );
}

/**
 * The items of a run, every chunk in parallel (or only the given products' counters, from their
 * chunks); `onItem` gets each item with its period.
 */
async function readRun(
  companyId: string,
  run: PeriodRun,
  onItem: (period: string, item: Record<string, unknown>) => void,
  productIds?: readonly string[],
): Promise<void> {
  await Promise.all(
    [...chunksOf(productIds)].map(async ([chunk, projection]) => {
      const first = itemPeriodKeyAt(companyId, run.level, chunk, run.first);
      const last = itemPeriodKeyAt(companyId, run.level, chunk, run.last);
      for await (const { items } of queryPages({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': first.pk, ':from': first.sk, ':to': last.sk },
        ConsistentRead: true,
        ...projection,
      })) {
        for (const item of items) onItem(String(item.sk).slice(first.sk.length - run.first.length), item);
      }
    }),
  );
}

/**
 * What each product moved from `from` to `to` (inclusive); products that did not move are absent.
 * Given a product, only its movement is read.
 */
export async function readItemMovements(
  companyId: string,
  from: string,
  to: string,
  productId?: string,
): Promise<Map<string, ItemMovement>> {
  const movements = new Map<string, ItemMovement>();
  const only = productId === undefined ? undefined : [productId];
  await Promise.all(
    periodRuns(from, to).map((run) => readRun(companyId, run, (_, item) => addCounters(movements, item), only)),
  );
  return movements;
}

/**
 * What each product moved in each month from `firstMonth` to `lastMonth` (YYYY-MM), by month.
 * Given products, only their movements are read.
 */
export async function readMonthlyItemMovements(
  companyId: string,
  firstMonth: string,
  lastMonth: string,
  productIds?: readonly string[],
): Promise<Map<string, Map<string, ItemMovement>>> {
  const months = new Map<string, Map<string, ItemMovement>>();
  const run = { level: 'month', first: firstMonth, last: lastMonth } as const;
  const onItem = (month: string, item: Record<string, unknown>) => {
    const movements = months.get(month) ?? new Map<string, ItemMovement>();
    addCounters(movements, item);
    months.set(month, movements);
  };
  await readRun(companyId, run, onItem, productIds);
  return months;
}
